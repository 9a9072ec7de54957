import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../testing/render-app';

const MARKER = 'nukkad.delivery.session';
const PARTNER_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('delivery partner login', () => {
  it('phone input holds at most 10 characters', () => {
    renderApp('/delivery/login');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).maxLength).toBe(10);
  });

  it('stores only the marker (never the token) and opens the dashboard', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/delivery/login') return jsonResponse(200, { success: true, token: 'jwt.secret.value', message: 'Login successful' });
      if (url === '/api/delivery/me')
        return jsonResponse(200, {
          success: true,
          deliveryBoy: { _id: PARTNER_ID, name: 'Arjun', phone: '9000000201', isAvailable: true, outstandingAmount: 0 },
        });
      if (url === '/api/delivery/get-available-orders') return jsonResponse(200, { success: true, orders: [] });
      return jsonResponse(200, { success: true, pendingOrders: 0, commission: 0, outstandingAmount: 0 });
    });
    const { router } = renderApp('/delivery/login');
    fill(/^Phone/, '9000000201');
    fill(/^Password/, 'ride1234');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery'));
    expect(window.localStorage.getItem(MARKER)).toBe('1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('jwt.secret.value');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Arjun' })).toBeTruthy();
  });

  it("shows the spec's failure text for wrong credentials and stores nothing", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid phone or password.' }));
    const { router } = renderApp('/delivery/login');
    fill(/^Phone/, '9000000201');
    fill(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please check your credentials and try again.');
    expect(window.localStorage.getItem(MARKER)).toBeNull();
    expect(router.state.location.pathname).toBe('/delivery/login');
  });
});
