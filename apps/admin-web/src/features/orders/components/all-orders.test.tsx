import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrder, orderSummaries, orderSummary } from '../../../testing/fixtures';
import { ADMIN, callsTo, mockApi, type ApiRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const ALL = '/api/order/getAllOrders';
const ME = { 'GET /api/admin/me': { body: { success: true, admin: ADMIN } } };

/** 90 orders in all (9 pages of 10); page n's rows are numbered from (n-1)*10+1. */
function mockAll(extra: ApiRoutes = {}) {
  return mockApi({
    ...ME,
    [`GET ${ALL}`]: (_body, url) => {
      const page = Number(url.searchParams.get('page'));
      return { body: { success: true, orders: orderSummaries((page - 1) * 10 + 1, 10), totalOrders: 90 } };
    },
    ...extra,
  });
}

const allCalls = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, ALL).map(({ url }) => url.search);
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Order pages' }))
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);
const tableRows = () => within(screen.getByRole('table', { name: /^All orders/ })).getAllByRole('row').slice(1);

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('all orders', () => {
  it('pages 10 at a time with numbered buttons (current ± 2), the page kept in the URL', async () => {
    const fetchMock = mockAll();
    const { router } = renderApp('/admin/all-orders?view=all&page=5');

    expect(await screen.findByRole('link', { name: '#ORD041' })).toBeTruthy();
    expect(tableRows()).toHaveLength(10);
    expect(screen.getByText('90 orders · page 5 of 9')).toBeTruthy();
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=all&page=7'));
    expect(await screen.findByRole('link', { name: '#ORD061' })).toBeTruthy();
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: '#ORD071' })).toBeTruthy();
    expect(allCalls(fetchMock)).toEqual([
      '?filter=All&page=5&limit=10',
      '?filter=All&page=7&limit=10',
      '?filter=All&page=8&limit=10',
    ]);

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: '#ORD061' })).toBeTruthy();
  });

  it('filters by All, Processing, Delivered and Cancelled; a new filter starts at page 1', async () => {
    const fetchMock = mockAll();
    const { router } = renderApp('/admin/all-orders?view=all&page=3');
    await screen.findByRole('link', { name: '#ORD021' });
    const filters = within(screen.getAllByRole('tablist', { name: 'Order status' })[0]!);
    expect(filters.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Processing', 'Delivered', 'Cancelled']);

    fireEvent.click(filters.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=all&filter=Cancelled'));
    await waitFor(() => expect(allCalls(fetchMock).at(-1)).toBe('?filter=Cancelled&page=1&limit=10'));
    expect(await screen.findByRole('link', { name: '#ORD001' })).toBeTruthy();
  });

  it('links each row to /getOrderDetails/{id}, which opens the order at /viewOrder/{id}', async () => {
    const fetchMock = mockAll({
      'GET /api/admin/getOrderById/ORD003': { body: { success: true, order: adminOrder({ id: 'ORD003' }) } },
      'GET /api/admin/getAllDeliveryBoys': { body: { success: true, deliveryBoys: [] } },
    });
    const { router } = renderApp('/admin/all-orders?view=all');
    const link = await screen.findByRole('link', { name: '#ORD003' });
    expect(link.getAttribute('href')).toBe('/getOrderDetails/ORD003');

    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #ORD003' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/viewOrder/ORD003');
    expect(callsTo(fetchMock, '/api/admin/getOrderById/ORD003')).toHaveLength(1);

    // The redirect replaced its own entry: Back returns to the list.
    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: '#ORD003' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=all');
  });

  it('sorts the rows shown by a column: ascending, descending, then as they came', async () => {
    mockApi({
      ...ME,
      [`GET ${ALL}`]: {
        body: {
          success: true,
          orders: [orderSummary(1, { totalAmount: 300 }), orderSummary(2, { totalAmount: 100.5 }), orderSummary(3, { totalAmount: 1200 })],
          totalOrders: 3,
        },
      },
    });
    renderApp('/admin/all-orders?view=all');
    await screen.findByRole('link', { name: '#ORD001' });
    const ids = () => tableRows().map((row) => within(row).getByRole('link').textContent);
    const totalHeader = () => screen.getByRole('columnheader', { name: /Total/ });

    fireEvent.click(within(totalHeader()).getByRole('button'));
    expect(ids()).toEqual(['#ORD002', '#ORD001', '#ORD003']);
    expect(totalHeader().getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(totalHeader()).getByRole('button'));
    expect(ids()).toEqual(['#ORD003', '#ORD001', '#ORD002']);
    expect(totalHeader().getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(totalHeader()).getByRole('button'));
    expect(ids()).toEqual(['#ORD001', '#ORD002', '#ORD003']);
    expect(totalHeader().getAttribute('aria-sort')).toBeNull();
    expect(tableRows()[1]!.textContent).toContain('₹100.50');
  });
});
