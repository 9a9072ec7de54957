import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryPartnerSummary } from '../../../testing/fixtures';
import { ADMIN, apiCalls, callsTo, mockApi, toasts, type ApiRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const LIST = '/api/admin/outstanding/list';
const RAMESH = deliveryPartnerSummary(1, { name: 'Ramesh', phone: '9000000001', outstandingAmount: 1250.5 });
const SURESH = deliveryPartnerSummary(2, { name: 'Suresh', phone: '9000000002', outstandingAmount: 300, isAvailable: false });

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  let cleared = false;
  return {
    'GET /api/admin/me': { body: { success: true, admin: ADMIN } },
    [`GET ${LIST}`]: (_body, url) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const all = cleared ? [SURESH] : [RAMESH, SURESH];
      return { body: { success: true, deliveryBoys: all.filter((p) => p.name.toLowerCase().includes(search) || p.phone.includes(search)) } };
    },
    [`PUT /api/admin/deliveryBoy/clearOutstanding/${RAMESH._id}`]: () => {
      cleared = true;
      return { body: { success: true, message: 'Outstanding amount cleared and all unsettled orders marked as settled!' } };
    },
    ...overrides,
  };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Outstanding amounts' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);
const writes = (fetchMock: ReturnType<typeof mockApi>) => apiCalls(fetchMock).filter(([method]) => method !== 'GET');

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('outstanding amounts', () => {
  it('lists partners who owe cash, each linking to their detail', async () => {
    mockApi(routes());
    renderApp('/admin/outstandingAmounts');
    expect(await screen.findByRole('link', { name: 'Ramesh' })).toBeTruthy();
    expect(names()).toEqual(['Ramesh', 'Suresh']);
    expect(screen.getByRole('link', { name: 'Ramesh' }).getAttribute('href')).toBe(`/admin/deliveryBoyDetails/${RAMESH._id}`);
    const row = screen.getByRole('link', { name: 'Ramesh' }).closest('tr')!;
    expect(row.textContent).toContain('₹1,250.50');
    expect(row.textContent).toContain('On duty');
  });

  it('clears only after the spec’s confirmation, then says so and reads the list again', async () => {
    const fetchMock = mockApi(routes());
    renderApp('/admin/outstandingAmounts');
    await screen.findByRole('link', { name: 'Ramesh' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear outstanding amount of Ramesh' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to reset outstanding amount to 0?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, Go Back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear outstanding amount of Ramesh' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, clear' }));
    await waitFor(() => expect(toasts()).toEqual(['Success: Outstanding amount cleared and all unsettled orders marked as settled!']));
    expect(writes(fetchMock)).toEqual([['PUT', `/api/admin/deliveryBoy/clearOutstanding/${RAMESH._id}`, undefined]]);
    await waitFor(() => expect(names()).toEqual(['Suresh']));
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('says ‘Failed to clear outstanding amount’ when the clear fails', async () => {
    mockApi(routes({ [`PUT /api/admin/deliveryBoy/clearOutstanding/${RAMESH._id}`]: { status: 500, body: { success: false, message: 'Down' } } }));
    renderApp('/admin/outstandingAmounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear outstanding amount of Ramesh' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, clear' }));
    await waitFor(() => expect(toasts()).toEqual(['Error: Failed to clear outstanding amount']));
  });

  it('searches by name or phone after a pause, and says ‘No delivery boy found’ when nothing matches', async () => {
    const fetchMock = mockApi(routes());
    const { router } = renderApp('/admin/outstandingAmounts');
    await screen.findByRole('link', { name: 'Ramesh' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search delivery boys' }), { target: { value: '9000000002' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    await waitFor(() => expect(names()).toEqual(['Suresh']));
    expect(router.state.location.search).toBe('?search=9000000002');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search delivery boys' }), { target: { value: 'nobody' } });
    expect(await screen.findByRole('heading', { name: 'No delivery boy found' })).toBeTruthy();
    expect(callsTo(fetchMock, LIST).map(({ url }) => url.search)).toEqual(['?search=', '?search=9000000002', '?search=nobody']);
  });
});
