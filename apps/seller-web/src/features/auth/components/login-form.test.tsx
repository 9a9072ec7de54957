import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../testing/render-app';

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

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('seller login', () => {
  it.each(['/seller-login', '/seller/login'])('%s sends a seller who already has the marker to /seller', async (path) => {
    window.localStorage.setItem(MARKER, '1');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, DETAILS));
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('shows the form when no marker is stored, and requires phone and password', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { router } = renderApp('/seller-login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/seller-login');
  });

  it('stores only the marker (never the token), toasts, and opens the dashboard after 2 s', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/auth/seller-login'
        ? jsonResponse(200, { success: true, token: 'jwt.secret.value', message: 'Login Successful! 🎉' })
        : jsonResponse(200, DETAILS),
    );
    const { router } = renderApp('/seller-login');
    fill(/^Phone/, '9000000001');
    fill(/^Password/, 'seller123');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login Successful! 🎉')).toBeTruthy();
    expect(window.localStorage.getItem(MARKER)).toBe('1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('jwt.secret.value');
    expect(router.state.location.pathname).toBe('/seller-login');

    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    expect(await screen.findByText('Hello, Ravi Stores')).toBeTruthy();
  });

  it("shows the server's message for wrong credentials and stores nothing", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid phone or password.' }));
    renderApp('/seller-login');
    fill(/^Phone/, '9000000001');
    fill(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid phone or password.')).toBeTruthy();
    expect(window.localStorage.getItem(MARKER)).toBeNull();
  });
});
