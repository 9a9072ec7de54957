import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_ID, SESSION_MARKER, meReply, outstandingPayment } from '../../../testing/fixtures';
import { callsTo, mockApi } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import type { OutstandingPayment } from '@nukkad/contracts';

function mockOutstanding(payments: OutstandingPayment[], outstandingAmount = 420) {
  return mockApi((url) => {
    if (url === '/api/delivery/me') return { body: meReply() };
    if (url === `/api/delivery/outstandingAmounts/${PARTNER_ID}`) return { body: { success: true, outstandingPayments: payments, outstandingAmount } };
    return undefined;
  });
}

const unsettled = outstandingPayment(1, { amount: 420 });
const settled = outstandingPayment(2, { amount: 199.5, status: 'settled', collectedAt: '2025-03-01T06:30:00.000Z', settledAt: '2025-03-02T10:00:00.000Z' });
const rows = () => within(screen.getByRole('list', { name: 'Outstanding payments' })).getAllByRole('listitem');
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_MARKER, '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('outstanding payments', () => {
  it('shows the amount owed and each payment: order, amount, status, collected and settled times', async () => {
    mockOutstanding([unsettled, settled]);
    renderApp('/delivery/outstandingAmountDetails');

    expect((await screen.findByText('Outstanding amount')).closest('.money-total')?.textContent).toContain('₹420.00');
    const [first, second] = rows();
    expect(within(first!).getByRole('link', { name: 'Order #OUT001' }).getAttribute('href')).toBe(`/delivery/order/${unsettled.orderId._id}`);
    expect(first!.textContent).toMatch(/Collected 5 Mar 2025, 7:42\s?pm/i);
    expect(first!.textContent).toContain('Not settled yet');
    expect(first!.textContent).toContain('₹420.00Unsettled');
    expect(second!.textContent).toMatch(/Collected 1 Mar 2025, 12:00\s?pm/i);
    expect(second!.textContent).toMatch(/Settled 2 Mar 2025, 3:30\s?pm/i);
    expect(second!.textContent).toContain('₹199.50Settled');
  });

  it('filters all, unsettled and settled, kept in the URL without asking the server again', async () => {
    const fetchSpy = mockOutstanding([unsettled, settled]);
    const { router } = renderApp('/delivery/outstandingAmountDetails');
    await screen.findByRole('list', { name: 'Outstanding payments' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Unsettled', 'Settled']);
    expect(rows()).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=settled'));
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['Order #OUT002']);

    fireEvent.click(screen.getByRole('tab', { name: 'Unsettled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unsettled'));
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['Order #OUT001']);

    await router.navigate(-1);
    await waitFor(() => expect(selectedTab()).toBe('Settled'));
    expect(callsTo(fetchSpy, '/api/delivery/outstandingAmounts/')).toHaveLength(1);
  });

  it.each([
    ['', [], 'No outstanding payments'],
    ['?filter=unsettled', [settled], 'No unsettled payments found.'],
    ['?filter=settled', [unsettled], 'No settled payments found.'],
  ])('the empty text of %s is the spec’s', async (search, payments, text) => {
    mockOutstanding(payments, 0);
    renderApp(`/delivery/outstandingAmountDetails${search}`);
    expect(await screen.findByRole('heading', { name: text })).toBeTruthy();
  });

  it('a failed load says so and Retry loads again', async () => {
    let fail = true;
    mockApi((url) => {
      if (url === '/api/delivery/me') return { body: meReply() };
      if (fail) return { status: 503, body: { success: false, message: 'Down' } };
      return { body: { success: true, outstandingPayments: [], outstandingAmount: 0 } };
    });
    renderApp('/delivery/outstandingAmountDetails');
    expect(await screen.findByText('Failed to load your outstanding payments. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No outstanding payments' })).toBeTruthy();
  });
});
