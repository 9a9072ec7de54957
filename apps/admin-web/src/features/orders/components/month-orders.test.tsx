import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSummaries } from '../../../testing/fixtures';
import { fakeIntersectionObserver } from '../../../testing/intersection-observer';
import { ADMIN, callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const MONTH = '/api/admin/getOrdersByMonth';
const ME = { 'GET /api/admin/me': { body: { success: true, admin: ADMIN } } };
// Each filter answers with its own numbers, so the rows tell which filter was asked.
const FIRST_ID = { All: 1, Processing: 101, 'Out for Delivery': 201, Delivered: 301 } as Record<string, number>;

/** Three pages of this month's orders under each filter: 10, 10, then 4, with hasMore until the last. */
function mockMonth() {
  return mockApi({
    ...ME,
    [`GET ${MONTH}`]: (_body, url) => {
      const page = Number(url.searchParams.get('page'));
      const first = FIRST_ID[url.searchParams.get('filter') ?? 'All']! + (page - 1) * 10;
      return { body: { success: true, orders: orderSummaries(first, page < 3 ? 10 : 4), hasMore: page < 3 } };
    },
  });
}

const monthCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, MONTH).map(({ url }) => `${url.searchParams.get('filter')} p${url.searchParams.get('page')} l${url.searchParams.get('limit')}`);
const rows = () => within(screen.getByRole('table', { name: /^This month’s orders/ })).getAllByRole('row').slice(1);
const selectedFilter = () => within(screen.getByRole('tablist', { name: 'Order status' })).getByRole('tab', { selected: true }).textContent;

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('orders of this month', () => {
  it('loads 10 at a time as the end of the list scrolls into view, and says when there are no more', async () => {
    const io = fakeIntersectionObserver();
    const fetchMock = mockMonth();
    renderApp('/admin/all-orders');

    expect(await screen.findByRole('link', { name: '#ORD001' })).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('link', { name: '#ORD001' }).getAttribute('href')).toBe('/viewOrder/ORD001');
    expect(screen.getAllByRole('tab').slice(2).map((tab) => tab.textContent)).toEqual(['All', 'Processing', 'Out for Delivery', 'Delivered']);

    const sentinel = screen.getByTestId('month-orders-sentinel');
    io.scrollIntoView(sentinel);
    // Seen again while the page is on its way: still one request.
    io.scrollIntoView(sentinel);
    expect(await screen.findByRole('link', { name: '#ORD020' })).toBeTruthy();
    expect(rows()).toHaveLength(20);
    expect(monthCalls(fetchMock)).toEqual(['All p1 l10', 'All p2 l10']);

    await waitFor(() => expect(io.watching(screen.getByTestId('month-orders-sentinel'))).toBe(1));
    io.scrollIntoView(screen.getByTestId('month-orders-sentinel'));
    expect(await screen.findByText('No more orders to display.')).toBeTruthy();
    expect(rows()).toHaveLength(24);
    expect(screen.queryByTestId('month-orders-sentinel')).toBeNull();
    expect(monthCalls(fetchMock)).toEqual(['All p1 l10', 'All p2 l10', 'All p3 l10']);
  });

  it('waits 300 ms after the last filter click before loading, so clicking through asks once', async () => {
    fakeIntersectionObserver();
    const fetchMock = mockMonth();
    const { router } = renderApp('/admin/all-orders');
    await screen.findByRole('link', { name: '#ORD001' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('tab', { name: 'Processing' }));
    expect(selectedFilter()).toBe('Processing');
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.click(screen.getByRole('tab', { name: 'Delivered' }));
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(monthCalls(fetchMock)).toEqual(['All p1 l10']);
    expect(router.state.location.search).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toBe('?filter=Delivered');
    expect(monthCalls(fetchMock)).toEqual(['All p1 l10', 'Delivered p1 l10']);
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();

    expect(await screen.findByRole('link', { name: '#ORD301' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '#ORD001' })).toBeNull();
  });

  it('keeps the filter in the URL: it opens there, and Back returns to the previous one', async () => {
    fakeIntersectionObserver();
    const fetchMock = mockMonth();
    const { router } = renderApp('/admin/all-orders?filter=Out+for+Delivery');
    expect(await screen.findByRole('link', { name: '#ORD201' })).toBeTruthy();
    expect(selectedFilter()).toBe('Out for Delivery');

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByRole('link', { name: '#ORD001' })).toBeTruthy();
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: '#ORD201' })).toBeTruthy();
    expect(selectedFilter()).toBe('Out for Delivery');
    expect(monthCalls(fetchMock)).toEqual(['Out for Delivery p1 l10', 'All p1 l10']);
  });

  it('says so in plain words when the month’s orders fail, and Retry loads them', async () => {
    fakeIntersectionObserver();
    let fail = true;
    mockApi({
      ...ME,
      [`GET ${MONTH}`]: () =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } }
          : { body: { success: true, orders: orderSummaries(1, 2), hasMore: false } },
    });
    renderApp('/admin/all-orders');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load orders. Please try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '#ORD002' })).toBeTruthy();
    expect(screen.getByText('No more orders to display.')).toBeTruthy();
  });
});
