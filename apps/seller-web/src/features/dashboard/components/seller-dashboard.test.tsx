import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';

const MARKER = 'nukkad.seller.session';
const DETAILS_URL = '/api/auth/getSellerDetails';
const SHOP = { _id: '0c6b9f3e-1a2b-4c5d-8e9f-112233445566', name: 'Ravi Kirana', category: 'Grocery', isOpen: true };
const seller = (shop: unknown) => ({
  success: true,
  sellerDetails: {
    _id: '5b0f8f4e-7d3c-4d8e-9a51-0a3c2b1d4e6f',
    username: 'Ravi Stores',
    email: null,
    phone: '9000000001',
    shop,
    todaySalesTotal: 1234.5,
    pendingOrdersCount: 3,
    productsCount: 12,
  },
});

/** The seller's details from `details`; sales and the unread count answer quietly. */
function mockDashboard(details: () => MockReply) {
  return mockApi((url) => {
    if (url === DETAILS_URL) return details();
    if (url.startsWith('/api/shop/sales')) return { body: { success: true, sales: [], total: 0 } };
    if (url === '/api/notification/unread-order-notifications') return { body: { success: true, count: 0 } };
    return undefined;
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(MARKER, '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('seller dashboard', () => {
  it('redirects to /seller-login when the marker is missing, without calling the API', async () => {
    window.localStorage.removeItem(MARKER);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { router } = renderApp('/seller');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller-login'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the username, the shop, today’s sales and the counts, linking to pending orders and products', async () => {
    mockDashboard(() => ({ body: seller(SHOP) }));
    renderApp('/seller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Stores' })).toBeTruthy();
    expect(screen.getByText('Ravi Kirana')).toBeTruthy();
    expect(screen.getByText('Grocery')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('₹1,234.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pending orders\s*3/ }).getAttribute('href')).toBe('/seller/my-orders?status=pending');
    expect(screen.getByRole('link', { name: /Products\s*12/ }).getAttribute('href')).toBe('/seller/my-products');
  });

  it('shows a closed shop as Closed', async () => {
    mockDashboard(() => ({ body: seller({ ...SHOP, isOpen: false }) }));
    renderApp('/seller');
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(screen.queryByText('Open')).toBeNull();
  });

  it('offers to add a shop when the seller has none, and asks for no sales', async () => {
    const fetchSpy = mockDashboard(() => ({ body: seller(null) }));
    renderApp('/seller');
    expect(await screen.findByText('No shop details found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your shop' }).getAttribute('href')).toBe('/seller/add-shop');
    expect(screen.queryByRole('heading', { name: /^Sales, last 30 days/ })).toBeNull();
    expect(callsTo(fetchSpy, '/api/shop/sales')).toHaveLength(0);
  });

  it('draws the no-shop picture as an svg, with no emoji in the page', async () => {
    mockDashboard(() => ({ body: seller(null) }));
    const { container } = renderApp('/seller');
    expect(await screen.findByText('No shop details found.')).toBeTruthy();
    expect(container.querySelector('.empty-state__icon svg')).not.toBeNull();
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('on a failed load shows the spec message with Retry and Back to login', async () => {
    let fail = true;
    const fetchSpy = mockDashboard(() =>
      fail ? { status: 500, body: { success: false, message: 'Something went wrong. Please try again later.' } } : { body: seller(null) },
    );
    renderApp('/seller');
    expect(await screen.findByText('Failed to load seller details. Please try again later.')).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(screen.getByRole('button', { name: 'Back to login' })).toBeTruthy();

    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No shop details found.')).toBeTruthy();
    expect(callsTo(fetchSpy, DETAILS_URL)).toHaveLength(2);
  });

  it('Back to login clears the marker and reloads', async () => {
    mockDashboard(() => ({ status: 500, body: { success: false, message: 'Down' } }));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { router } = renderApp('/seller');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(window.localStorage.getItem(MARKER)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller-login'));
  });

  it('a 401 (expired session) clears the marker and goes to the login page', async () => {
    mockDashboard(() => ({ status: 401, body: { success: false, message: 'Please log in to continue.' } }));
    const { router } = renderApp('/seller');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller-login'));
    expect(window.localStorage.getItem(MARKER)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
