import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../testing/render-app';

const MARKER = 'nukkad.delivery.session';
const PARTNER_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const PARTNER = { _id: PARTNER_ID, name: 'Arjun', phone: '9000000201', isAvailable: true, outstandingAmount: 150 };

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/delivery/me') return jsonResponse(200, { success: true, deliveryBoy: PARTNER });
    if (url === '/api/delivery/get-available-orders') return jsonResponse(200, { success: true, orders: [] });
    return jsonResponse(200, { success: true, pendingOrders: 2, commission: 85.5, outstandingAmount: 150 });
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('delivery session', () => {
  it.each(['/delivery', '/delivery/orders', '/delivery/orders/pending', '/delivery/order/ABC234', '/delivery/commissionHistory', '/'])(
    '%s without the marker goes to /delivery/login and calls no API',
    async (path) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const { router, visited } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
      expect(visited).not.toContain('/delivery/outstandingAmountDetails');
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('the outstanding page without the marker goes to /delivery first (spec), then to login', async () => {
    const { router, visited } = renderApp('/delivery/outstandingAmountDetails');
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
    expect(visited).toEqual(['/delivery/outstandingAmountDetails', '/delivery', '/delivery/login']);
  });

  it.each(['/delivery/login', '/delivery/signup'])('%s with the marker goes to /delivery', async (path) => {
    window.localStorage.setItem(MARKER, '1');
    mockApi();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery'));
  });

  it('with the marker the dashboard shows the partner and the figures', async () => {
    window.localStorage.setItem(MARKER, '1');
    const fetchSpy = mockApi();
    renderApp('/delivery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Arjun' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Pending deliveries\s*2/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Commission earned\s*₹85\.50/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Outstanding amount\s*₹150\.00/ })).toBeTruthy();
    expect(await screen.findByText('No available orders right now.')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledWith(`/api/delivery/orders/${PARTNER_ID}`, expect.anything());
  });

  it('an invalid session (401) clears the marker and logs the partner out to /delivery/login', async () => {
    window.localStorage.setItem(MARKER, '1');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { success: false, message: 'Please log in to continue.' }));
    const { router } = renderApp('/delivery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
    expect(window.localStorage.getItem(MARKER)).toBeNull();
  });

  it.each([
    ['succeeds', { success: true, message: 'Logged out' }, 200, 'Success: Logged out successfully'],
    ['fails', { success: false, message: 'Down' }, 500, 'Warning: You are logged out on this device; the server could not confirm it.'],
  ])('when logout %s: the marker is cleared, one toast shows and the login page opens', async (_, body, status, toast) => {
    window.localStorage.setItem(MARKER, '1');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/auth/logout') return jsonResponse(status, body);
      if (url === '/api/delivery/me') return jsonResponse(200, { success: true, deliveryBoy: PARTNER });
      if (url === '/api/delivery/get-available-orders') return jsonResponse(200, { success: true, orders: [] });
      return jsonResponse(200, { success: true, pendingOrders: 0, commission: 0, outstandingAmount: 0 });
    });
    const { router } = renderApp('/delivery');
    await screen.findByRole('heading', { level: 1, name: 'Hi, Arjun' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
    expect(window.localStorage.getItem(MARKER)).toBeNull();
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect([...document.querySelectorAll('.toast__message')].map((m) => m.textContent)).toEqual([toast]));
  });
});
