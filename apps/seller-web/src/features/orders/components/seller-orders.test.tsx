import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { orderSummary, ordersReply, sellerLine } from '../testing/fixtures';

const LIST_URL = '/api/order/seller-orders';

/** Answers the orders list from `list(status, page)`. */
function mockOrders(list: (status: string, page: number) => MockReply) {
  return mockApi((url) => {
    if (url.startsWith(LIST_URL)) {
      const query = new URL(url, 'http://localhost').searchParams;
      return list(query.get('status') ?? '', Number(query.get('page')));
    }
    if (url === '/api/notification/unread-order-notifications') return { body: { success: true, count: 0 } };
    return undefined;
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('article');
const listQueries = (fetchSpy: ReturnType<typeof mockApi>) => callsTo(fetchSpy, LIST_URL).map(([url]) => url.slice(LIST_URL.length));

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('nukkad.seller.session', '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('my orders', () => {
  it('shows each order: display id, India time, lines with statuses, the seller’s total, payment, Confirm and View', async () => {
    const waiting = orderSummary(1, {
      paymentMethod: 'Online',
      sellerTotal: 491,
      products: [
        sellerLine(1, { productName: 'Aashirvaad Atta 5 kg', price: 245.5, quantity: 2 }),
        sellerLine(2, { productName: 'Toor Dal 1 kg', price: 160, status: 'Cancelled' }),
      ],
    });
    const done = orderSummary(2, { deliveryStatus: 'Delivered', needsConfirmation: false, products: [sellerLine(3, { status: 'Delivered' })] });
    mockOrders(() => ({ body: ordersReply([waiting, done]) }));
    renderApp('/seller/my-orders');

    expect(await screen.findByRole('heading', { level: 2, name: 'Order #ORD001' })).toBeTruthy();
    const [first, second] = cards();
    // 14:12 UTC is 7:42 pm in India.
    expect(within(first!).getByText(/5 Mar 2025, 7:42\s?pm/i)).toBeTruthy();
    const lines = within(first!).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Aashirvaad Atta 5 kgQty 2 · ₹491.00Processing',
      'Toor Dal 1 kgQty 1 · not chargedCancelled',
    ]);
    expect(first!.textContent).toContain('Your total₹491.00');
    expect(first!.textContent).toContain('PaymentOnline');
    expect(within(first!).getByRole('link', { name: 'Confirm order ORD001' }).getAttribute('href')).toBe(
      `/seller-confirm?orderId=${waiting._id}`,
    );
    expect(within(first!).getByRole('link', { name: 'View order ORD001' }).getAttribute('href')).toBe(`/getOrderDetails/${waiting._id}`);
    expect(within(second!).queryByRole('link', { name: /^Confirm/ })).toBeNull();
    expect(second!.textContent).toContain('PaymentCash on Delivery');
  });

  it('keeps the status tab in the URL, so reload and Back return to it', async () => {
    const fetchSpy = mockOrders((status) => ({ body: ordersReply([orderSummary(status === 'pending' ? 7 : 1)]) }));
    const { router } = renderApp('/seller/my-orders');
    expect(await screen.findByText('Order #ORD001')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Pending', 'Preparing', 'Delivered', 'Cancelled']);

    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    expect(await screen.findByText('Order #ORD007')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');

    await router.navigate(-1);
    expect(await screen.findByText('Order #ORD001')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(listQueries(fetchSpy)).toEqual(['?status=all&page=1', '?status=pending&page=1']);
  });

  it('opens on the tab and page the URL names (the dashboard’s pending link)', async () => {
    const fetchSpy = mockOrders(() => ({ body: ordersReply([orderSummary(3)], { currentPage: 2, totalPages: 4 }) }));
    renderApp('/seller/my-orders?status=pending&page=2');
    expect(await screen.findByText('Order #ORD003')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(listQueries(fetchSpy)).toEqual(['?status=pending&page=2']);
  });

  it('pages with numbered buttons (current ± 2) kept in the URL; a new tab starts at page 1', async () => {
    const fetchSpy = mockOrders((_status, page) => ({ body: ordersReply([orderSummary(page)], { currentPage: page, totalPages: 9, totalOrders: 90 }) }));
    const { router } = renderApp('/seller/my-orders?page=5');
    expect(await screen.findByText('Order #ORD005')).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Order pages' }));
    expect(pages.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual(['3', '4', '5', '6', '7']);

    fireEvent.click(pages.getByRole('button', { name: 'Page 7' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=7'));
    expect(await screen.findByText('Order #ORD007')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Delivered' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=delivered'));
    await waitFor(() => expect(listQueries(fetchSpy).at(-1)).toBe('?status=delivered&page=1'));
  });

  it('says when a tab has no orders, and when a page is past the end', async () => {
    mockOrders((_status, page) => ({ body: ordersReply([], { currentPage: page, totalPages: page > 1 ? 1 : 0, totalOrders: 0 }) }));
    renderApp('/seller/my-orders?status=pending');
    expect(await screen.findByRole('heading', { name: 'No orders waiting for confirmation' })).toBeTruthy();
    cleanup();
    renderApp('/seller/my-orders?page=4');
    expect(await screen.findByRole('heading', { name: 'No more orders to display.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/seller/my-orders');
  });

  it('on a failure says so with the spec’s texts, and Retry loads again', async () => {
    let fail = true;
    const fetchSpy = mockOrders(() =>
      fail ? { status: 500, body: { success: false, message: 'Something went wrong. Please try again later.' } } : { body: ordersReply([orderSummary(1)]) },
    );
    renderApp('/seller/my-orders');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load orders. Please try again.');
    expect(await screen.findByText('Failed to fetch orders')).toBeTruthy();

    fail = false;
    const callsBefore = callsTo(fetchSpy, LIST_URL).length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Order #ORD001')).toBeTruthy();
    expect(callsTo(fetchSpy, LIST_URL)).toHaveLength(callsBefore + 1);
  });
});
