import { requestUrl } from '@nukkad/api-client/testing';
import { cleanup, screen } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { makeCustomer, makeShop, mockApi, renderApp } from '../testing/test-utils';
import { createPageLoaders } from './page-loaders';

const customer = makeCustomer();

/** What the router hands a loader for `path` matched with `params`. */
const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params, context: undefined }) as unknown as LoaderFunctionArgs;

/** The API paths asked so far, in order. */
const asked = () => fetch.mock.calls.map(([input]) => requestUrl(input));

let loaders: ReturnType<typeof createPageLoaders>;
let fetch: ReturnType<typeof mockApi>;

beforeEach(() => {
  loaders = createPageLoaders(session.createQueryClient({ maxRetries: 0 }));
  fetch = mockApi((url) => {
    if (url.startsWith('/api/auth/getUser')) return { body: { success: true, user: customer } };
    return { body: {} };
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('public pages start their first query from the URL', () => {
  it('the shop: its first page, by the id in the path', async () => {
    expect(loaders.shop(args('/shop/s-1', { shopId: 's-1' }))).toBeNull();
    await vi.waitFor(() => expect(asked()).toEqual(['/api/shop/getShopAndProducts/s-1?page=1']));
  });

  it('a search: the text trimmed and lower-cased, as the page asks for it', async () => {
    loaders.search(args('/search/%20Paneer', { query: ' Paneer' }));
    await vi.waitFor(() => expect(asked()).toEqual(['/api/common/search/paneer?page=1']));
  });

  it('a grocery category of the list, but nothing for a name that cannot exist', async () => {
    loaders.groceryCategory(args('/products/groceries/Nonsense', { category: 'Nonsense' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();

    loaders.groceryCategory(args('/products/groceries/Fruits', { category: 'Fruits' }));
    await vi.waitFor(() => expect(asked()).toEqual(['/api/grocery?category=Fruits&page=1']));
  });

  it('the restaurants, unfiltered', async () => {
    loaders.restaurants(args('/products/restaurants'));
    await vi.waitFor(() => expect(asked()).toEqual(['/api/shop/get-restaurants?page=1&search=']));
  });
});

describe('on the server, a loader waits for its data', () => {
  it('the home: resolves once the popular shops and products are in the cache, never before', async () => {
    const queryClient = session.createQueryClient({ maxRetries: 0 });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.restoreAllMocks();
    fetch = mockApi(async (url) => {
      await answered;
      if (url.startsWith('/api/home/get-popular-shops')) return { body: { success: true, shops: [] } };
      return { body: { success: true, products: [] } };
    });
    let done = false;
    const loading = createPageLoaders(queryClient, { waitForData: true }).home(args('/'));
    expect(loading).toBeInstanceOf(Promise);
    void (loading as Promise<null>).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    answer();
    expect(await loading).toBeNull();
    expect(asked().sort()).toEqual(['/api/home/get-popular-products', '/api/home/get-popular-shops']);
    expect(queryClient.getQueryCache().getAll().map((query) => query.state.status)).toEqual(['success', 'success']);
  });

  it('a failed call still lets the page render (its error is in the cache for the page to show)', async () => {
    const queryClient = session.createQueryClient({ maxRetries: 0 });
    vi.restoreAllMocks();
    fetch = mockApi(() => ({ status: 500, body: { success: false, message: 'Something went wrong' } }));
    await expect(createPageLoaders(queryClient, { waitForData: true }).restaurants(args('/products/restaurants'))).resolves.toBeNull();
    expect(queryClient.getQueryCache().getAll().map((query) => query.state.status)).toEqual(['error']);
  });
});

describe('signed-in pages', () => {
  const signedInPages = [
    ['cart', () => loaders.cart(args('/cart'))],
    ['checkout', () => loaders.checkout(args('/checkout'))],
    ['addresses', () => loaders.addresses(args(`/user/addresses/${customer._id}`, { userId: customer._id }))],
    ['profile', () => loaders.profile(args('/user/profile'))],
    ['order', () => loaders.order(args('/order/o-1', { orderId: 'o-1' }))],
    ['recent orders', () => loaders.recentOrders(args('/recentOrders'))],
    ['notifications', () => loaders.notifications(args('/notifications'))],
  ] as const;

  it.each(signedInPages)('%s: a visitor (no session in this browser) makes no call', async (_name, load) => {
    session.marker.clear();
    expect(load()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the cart, the notifications and the order by the id in the path, when signed in', async () => {
    session.marker.set();
    loaders.cart(args('/cart'));
    loaders.notifications(args('/notifications'));
    loaders.order(args('/order/o-1', { orderId: 'o-1' }));
    await vi.waitFor(() =>
      expect(asked()).toEqual(['/api/cart/getCart', '/api/notification/getNotifications', '/api/order/getOrderDetails/o-1']),
    );
  });

  it('recent orders: the page the URL names, else the first', async () => {
    session.marker.set();
    loaders.recentOrders(args('/recentOrders?page=3'));
    loaders.recentOrders(args('/recentOrders?page=zero'));
    await vi.waitFor(() => expect(asked()).toEqual(['/api/order/getUserOrders?page=3&limit=5', '/api/order/getUserOrders?page=1&limit=5']));
  });

  it('checkout and addresses: the session check, then the addresses of the customer it names', async () => {
    session.marker.set();
    loaders.checkout(args('/checkout'));
    await vi.waitFor(() => expect(asked()).toEqual(['/api/auth/getUser', `/api/user-profile/getAddresses?userId=${customer._id}`]));
  });

  it('addresses: a session check that fails lists nothing', async () => {
    session.marker.set();
    fetch.mockImplementation(async () => new Response(JSON.stringify({ success: false, message: 'Please log in' }), { status: 401 }));
    loaders.addresses(args('/user/addresses/someone-else', { userId: 'someone-else' }));
    await vi.waitFor(() => expect(session.marker.has()).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked()).toEqual(['/api/auth/getUser']);
  });
});

describe('in the app', () => {
  it('the shop page reads the request its loader started: the shop is asked for once', async () => {
    const shop = makeShop();
    vi.restoreAllMocks();
    fetch = mockApi((url) =>
      url.startsWith('/api/shop/getShopAndProducts/') ? { body: { success: true, shop, products: [], page: 1, hasMore: false } } : undefined,
    );
    renderApp(`/shop/${shop._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: shop.name })).toBeTruthy();
    expect(asked().filter((path) => path.startsWith('/api/shop/'))).toEqual([`/api/shop/getShopAndProducts/${shop._id}?page=1`]);
  });
});
