import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../testing/render-app';

const MARKER = 'nukkad.seller.session';
const DETAILS = {
  success: true,
  sellerDetails: {
    _id: '5b0f8f4e-7d3c-4d8e-9a51-0a3c2b1d4e6f',
    username: 'Ravi Stores',
    email: null,
    phone: '9000000001',
    shop: null,
    todaySalesTotal: 0,
    pendingOrdersCount: 0,
    productsCount: 0,
  },
};
const toastMessages = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('seller session', () => {
  it.each(['/seller', '/seller/profile', '/seller/my-products', '/'])('%s without the marker goes to /seller-login and calls no API', async (path) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller-login'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['succeeds', jsonResponse(200, { success: true, message: 'Logged out' }), 'Success: Logged out successfully'],
    ['fails', jsonResponse(500, { success: false, message: 'Down' }), 'Warning: You are logged out on this device; the server could not confirm it.'],
  ])('when logout %s: the marker is cleared, one toast shows and the login page opens', async (_, reply, toast) => {
    window.localStorage.setItem(MARKER, '1');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => (String(input) === '/api/auth/logout' ? reply : jsonResponse(200, DETAILS)));
    const { router, queryClient } = renderApp('/seller');
    await screen.findByText('Hello, Ravi Stores');

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/seller-login'));
    expect(window.localStorage.getItem(MARKER)).toBeNull();
    await waitFor(() => expect(toastMessages()).toEqual([toast]));
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });
});
