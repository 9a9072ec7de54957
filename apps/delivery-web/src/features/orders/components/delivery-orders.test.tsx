import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_ID, SESSION_MARKER, listOrder, meReply, ordersReply } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';

const LIST_URL = '/api/delivery/orders?';

/** Answers the orders list from `list(status, page)`. */
function mockOrders(list: (status: string, page: number) => MockReply) {
  return mockApi((url) => {
    if (url === '/api/delivery/me') return { body: meReply() };
    if (url.startsWith(LIST_URL)) {
      const query = new URL(url, 'http://localhost').searchParams;
      return list(query.get('status') ?? '', Number(query.get('page')));
    }
    return undefined;
  });
}

const listQueries = (fetchSpy: ReturnType<typeof mockApi>) => callsTo(fetchSpy, LIST_URL).map(([url]) => url.slice(LIST_URL.length));
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_MARKER, '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('my orders', () => {
  it('shows each order: display id linking to it, India time, status, area, total and cash to collect', async () => {
    const cod = listOrder(1);
    const online = listOrder(2, { paymentMethod: 'Online', paymentStatus: 'Paid', cashToCollect: 0, deliveryStatus: 'Delivered' });
    mockOrders(() => ({ body: ordersReply([cod, online]) }));
    renderApp('/delivery/orders');

    const link = await screen.findByRole('link', { name: 'Order #ORD001' });
    expect(link.getAttribute('href')).toBe(`/delivery/order/${cod._id}`);
    const [first, second] = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('article');
    // 14:12 UTC is 7:42 pm in India.
    expect(first!.textContent).toMatch(/5 Mar 2025, 7:42\s?pm/i);
    expect(first!.textContent).toContain('Preparing');
    expect(first!.textContent).toContain('Connaught Place, New Delhi 110001');
    expect(first!.textContent).toContain('Total₹420.00');
    expect(first!.textContent).toContain('Cash to collect₹420.00');
    expect(second!.textContent).toContain('Delivered');
    expect(second!.textContent).toContain('Paid online₹0.00');
  });

  it('says the cash was collected on a delivered cash order', async () => {
    const delivered = listOrder(3, { paymentMethod: 'COD', paymentStatus: 'Paid', deliveryStatus: 'Delivered', cashToCollect: 420 });
    mockOrders(() => ({ body: ordersReply([delivered]) }));
    renderApp('/delivery/orders');

    const [card] = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('article');
    expect(card!.textContent).toContain('Cash collected₹420.00');
    expect(card!.textContent).not.toContain('Cash to collect');
  });

  it('keeps the status in the path: tabs move between /delivery/orders/{status}, and Back returns', async () => {
    const fetchSpy = mockOrders((status) => ({ body: ordersReply([listOrder(status === 'pending' ? 7 : 1)]) }));
    const { router } = renderApp('/delivery/orders');
    expect(await screen.findByRole('link', { name: 'Order #ORD001' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Pending', 'Delivered']);

    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/orders/pending'));
    expect(await screen.findByRole('link', { name: 'Order #ORD007' })).toBeTruthy();
    expect(selectedTab()).toBe('Pending');

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Order #ORD001' })).toBeTruthy();
    expect(selectedTab()).toBe('All');
    expect(listQueries(fetchSpy)).toEqual([`status=all&page=1&deliveryBoyId=${PARTNER_ID}`, `status=pending&page=1&deliveryBoyId=${PARTNER_ID}`]);
  });

  it('opens on the status and page the URL names', async () => {
    const fetchSpy = mockOrders(() => ({ body: ordersReply([listOrder(3)], { currentPage: 2, totalPages: 4 }) }));
    renderApp('/delivery/orders/delivered?page=2');
    expect(await screen.findByRole('link', { name: 'Order #ORD003' })).toBeTruthy();
    expect(selectedTab()).toBe('Delivered');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(listQueries(fetchSpy)).toEqual([`status=delivered&page=2&deliveryBoyId=${PARTNER_ID}`]);
  });

  it('pages with numbered buttons (current ± 2) kept in ?page=; a new tab starts at page 1', async () => {
    const fetchSpy = mockOrders((_status, page) => ({ body: ordersReply([listOrder(page)], { currentPage: page, totalPages: 9 }) }));
    const { router } = renderApp('/delivery/orders/pending?page=5');
    expect(await screen.findByRole('link', { name: 'Order #ORD005' })).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Order pages' }));
    expect(pages.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual(['3', '4', '5', '6', '7']);

    fireEvent.click(pages.getByRole('button', { name: 'Page 7' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=7'));
    expect(router.state.location.pathname).toBe('/delivery/orders/pending');
    expect(await screen.findByRole('link', { name: 'Order #ORD007' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/orders'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(listQueries(fetchSpy).at(-1)).toBe(`status=all&page=1&deliveryBoyId=${PARTNER_ID}`));
  });

  it('an unknown status shows all orders', async () => {
    mockOrders(() => ({ body: ordersReply([listOrder(1)]) }));
    const { router } = renderApp('/delivery/orders/shipped');
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/orders'));
    expect(await screen.findByRole('link', { name: 'Order #ORD001' })).toBeTruthy();
  });

  it('says when a tab has no orders, and when a page is past the end', async () => {
    mockOrders((_status, page) => ({ body: ordersReply([], { currentPage: page, totalPages: page > 1 ? 1 : 0 }) }));
    renderApp('/delivery/orders/pending');
    expect(await screen.findByRole('heading', { name: 'No pending deliveries.' })).toBeTruthy();
    cleanup();
    renderApp('/delivery/orders?page=4');
    expect(await screen.findByRole('heading', { name: 'No more orders to display.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/delivery/orders');
  });

  it('a failed load says so and Retry loads again', async () => {
    let fail = true;
    mockOrders(() => (fail ? { status: 503, body: { success: false, message: 'Down' } } : { body: ordersReply([listOrder(1)]) }));
    renderApp('/delivery/orders');
    expect(await screen.findByText('Failed to load orders. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Order #ORD001' })).toBeTruthy();
  });
});
