import type { Order } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../testing/test-utils';
import { customer, makeItem, makeOrder } from '../testing/make-order';
import { RecentOrders } from './recent-orders';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const TOTAL_PAGES = 9;
const ordersOfPage = (page: number): Order[] =>
  Array.from({ length: 5 }, (_, i) => makeOrder({ id: `P${page}N${i}XX`.slice(0, 6), items: [makeItem({ product: { name: `Dish ${page}-${i}` } })] }));

const requestedPages = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/order/getUserOrders')
    .map((url) => [url.searchParams.get('page'), url.searchParams.get('limit')]);

function servePages() {
  return mockApi((url) => {
    const parsed = new URL(url, 'http://x');
    if (parsed.pathname !== '/api/order/getUserOrders') return undefined;
    const page = Number(parsed.searchParams.get('page'));
    return { body: { success: true, orders: ordersOfPage(page), currentPage: page, totalPages: TOTAL_PAGES } };
  });
}

const render = (route: string) => renderWithApp(<RecentOrders />, { route, path: '/recentOrders', user: customer });
const pageButtons = () => within(screen.getByRole('navigation', { name: 'Order pages' })).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);

describe('RecentOrders', () => {
  it('marks an order for later that has not gone to its shops with its time, and no other', async () => {
    const waiting = makeOrder({ id: 'LATER1', scheduledFor: '2030-01-01T14:00:00.000Z', releasedAt: null });
    const released = makeOrder({ id: 'LATER2', scheduledFor: '2030-01-01T14:00:00.000Z', releasedAt: '2030-01-01T13:40:00.000Z' });
    mockApi((url) =>
      url.startsWith('/api/order/getUserOrders') ? { body: { success: true, orders: [waiting, released], currentPage: 1, totalPages: 1 } } : undefined,
    );
    render('/recentOrders');
    const card = (id: string) => screen.getByText(`Order #${id}`).closest('a')!;
    expect(await screen.findByText('Scheduled for Tue 7:30 pm')).toBeTruthy();
    expect(card('LATER1').textContent).toContain('Scheduled for Tue 7:30 pm');
    expect(card('LATER2').textContent).not.toContain('Scheduled for');
  });

  it('reads the page from the URL, shows 5 cards linking to their orders and the ±2 window of pages', async () => {
    const fetch = servePages();
    render('/recentOrders?page=5');

    const list = await screen.findByRole('list', { name: 'Orders' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(5);
    const first = ordersOfPage(5)[0]!;
    expect(cards[0]!.getAttribute('href')).toMatch(/^\/order\//);
    expect(cards[0]!.textContent).toContain(`Order #${first.id}`);
    expect(cards[0]!.textContent).toContain('1 item');
    expect(cards[0]!.textContent).toContain('Dish 5-0');
    expect(cards[0]!.textContent).toContain('Processing');
    expect(cards[0]!.textContent).toContain('₹260.45');
    expect(requestedPages(fetch)).toEqual([['5', '5']]);
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the page in the URL as Next, Prev and page numbers are used', async () => {
    const fetch = servePages();
    const { router } = render('/recentOrders');

    await screen.findByRole('list', { name: 'Orders' });
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: /Prev/ }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Dish 2-0')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(router.state.location.search).toBe('?page=4');
    expect(await screen.findByText('Dish 4-0')).toBeTruthy();
    expect(pageButtons()).toEqual(['2', '3', '4', '5', '6']);

    fireEvent.click(screen.getByRole('button', { name: /Prev/ }));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByText('Dish 3-0')).toBeTruthy();
    expect(requestedPages(fetch).map(([page]) => page)).toEqual(['1', '2', '4', '3']);
  });

  it('says so when the orders fail to load, and Retry loads them again', async () => {
    let fail = true;
    const fetch = mockApi((url) => {
      if (!url.startsWith('/api/order/getUserOrders')) return undefined;
      if (fail) return { status: 503, body: null };
      return { body: { success: true, orders: ordersOfPage(1), currentPage: 1, totalPages: 1 } };
    });
    render('/recentOrders');

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try again later.');
    expect(await screen.findByText('Failed to get your Orders!')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dish 1-0')).toBeTruthy();
    expect(requestedPages(fetch)).toHaveLength(2);
    // A single page needs no pager.
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('reads a refusal the server explains as "Failed to fetch orders"', async () => {
    mockApi((url) => (url.startsWith('/api/order/getUserOrders') ? { status: 500, body: { success: false, message: 'Database unavailable' } } : undefined));
    render('/recentOrders');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch orders');
  });

  it('shows "No orders yet" with a way to the shops when there are none', async () => {
    mockApi((url) =>
      url.startsWith('/api/order/getUserOrders') ? { body: { success: true, orders: [], currentPage: 1, totalPages: 0 } } : undefined,
    );
    render('/recentOrders');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });
});
