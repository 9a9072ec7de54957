import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '../../../utils/dates';
import { auditEntry, uuid } from '../../../testing/fixtures';
import { ADMIN, callsTo, mockApi, type ApiRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const ID = uuid(6001);
const URL_OF = `/api/admin/deliveryBoy/${ID}`;

const payment = (n: number, status: 'settled' | 'unsettled', amount: number) => ({
  _id: uuid(7100 + n),
  orderId: { _id: uuid(1000 + n), id: `ORD00${n}` },
  amount,
  status,
  collectedAt: '2025-03-05T14:12:00.000Z',
  settledAt: status === 'settled' ? '2025-03-06T10:00:00.000Z' : null,
});

function deliveryPartner(date: string) {
  return {
    _id: ID,
    name: 'Ramesh',
    phone: '9000000001',
    outstandingAmount: 700,
    isAvailable: true,
    commissionHistory: [
      { _id: uuid(7201), orderId: 'ORD001', commission: 40, time: '2025-03-05T15:00:00.000Z' },
      { _id: uuid(7202), orderId: 'ORD002', commission: 25.5, time: '2025-03-04T15:00:00.000Z' },
    ],
    outstandingPayments: [payment(1, 'unsettled', 400), payment(2, 'settled', 250), payment(3, 'unsettled', 300)],
    dailyCommission: { date, amount: date === '2025-03-05' ? 40 : 0 },
    history: [auditEntry(9, { kind: 'clear_outstanding', actorRole: 'admin', actorName: 'Asha Verma' })],
  };
}

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/admin/me': { body: { success: true, admin: ADMIN } },
    [`GET ${URL_OF}`]: (_body, url) => ({ body: { success: true, deliveryBoy: deliveryPartner(url.searchParams.get('date') ?? todayInIndia()) } }),
    ...overrides,
  };
}

const paymentOrders = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('link')
    .map((link) => link.textContent);
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('delivery boy detail', () => {
  it('shows name, phone, outstanding amount, availability, commission history and the admin actions', async () => {
    mockApi(routes());
    renderApp(`/admin/deliveryBoyDetails/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ramesh' })).toBeTruthy();
    expect(fact('Name')).toBe('Ramesh');
    expect(fact('Phone')).toBe('9000000001');
    expect(fact('Outstanding amount')).toBe('₹700.00');
    expect(fact('Available')).toBe('On duty');
    const commission = within(screen.getByRole('table', { name: 'Commission history' })).getAllByRole('row').slice(1);
    expect(commission.map((row) => row.textContent)).toEqual([expect.stringMatching(/^#ORD001₹40\.005 Mar 2025/), expect.stringMatching(/^#ORD002₹25\.504 Mar 2025/)]);
    expect(within(screen.getByRole('list', { name: 'Admin actions on Ramesh' })).getByText('Cleared the outstanding amount')).toBeTruthy();
  });

  it('filters the outstanding payments: all, unsettled or settled, kept in the URL', async () => {
    mockApi(routes());
    const { router } = renderApp(`/admin/deliveryBoyDetails/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Ramesh' });
    const tabs = within(screen.getByRole('tablist', { name: 'Payment status' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Unsettled', 'Settled']);
    expect(paymentOrders()).toEqual(['#ORD001', '#ORD002', '#ORD003']);

    fireEvent.click(tabs.getByRole('tab', { name: 'Unsettled' }));
    await waitFor(() => expect(paymentOrders()).toEqual(['#ORD001', '#ORD003']));
    expect(router.state.location.search).toBe('?payments=unsettled');

    fireEvent.click(tabs.getByRole('tab', { name: 'Settled' }));
    await waitFor(() => expect(paymentOrders()).toEqual(['#ORD002']));
    const settledRow = within(screen.getByRole('tabpanel')).getByRole('link', { name: '#ORD002' }).closest('tr')!;
    expect(settledRow.textContent).toContain('₹250.00');
    expect(settledRow.textContent).toMatch(/6 Mar 2025/);
  });

  it('says so for a filter without payments', async () => {
    const boy = { ...deliveryPartner(todayInIndia()), outstandingPayments: [payment(1, 'unsettled', 400)] };
    mockApi(routes({ [`GET ${URL_OF}`]: { body: { success: true, deliveryBoy: boy } } }));
    renderApp(`/admin/deliveryBoyDetails/${ID}?payments=settled`);
    expect(await screen.findByText('No settled payments found.')).toBeTruthy();
  });

  it('shows the daily commission for today, and for the date chosen', async () => {
    const fetchMock = mockApi(routes());
    const { router } = renderApp(`/admin/deliveryBoyDetails/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Ramesh' });
    const section = screen.getByRole('heading', { name: 'Daily commission' }).closest('section')!;
    const dateInput = within(section).getByLabelText('Date') as HTMLInputElement;
    expect(dateInput.value).toBe(todayInIndia());
    expect(section.querySelector('.day-total')!.textContent).toContain('₹0.00');

    fireEvent.change(dateInput, { target: { value: '2025-03-05' } });
    await waitFor(() => expect(section.querySelector('.day-total')!.textContent).toBe('Wed, 5 Mar, 2025 ₹40.00'));
    expect(router.state.location.search).toBe('?date=2025-03-05');
    expect(callsTo(fetchMock, URL_OF).map(({ url }) => url.searchParams.get('date'))).toEqual([todayInIndia(), '2025-03-05']);
  });

  it('says ‘Delivery Boy not found’ for an unknown partner', async () => {
    mockApi(routes({ [`GET ${URL_OF}`]: { status: 404, body: { success: false, message: 'Delivery Boy not found' } } }));
    renderApp(`/admin/deliveryBoyDetails/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Delivery Boy not found' })).toBeTruthy();
  });
});
