import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, apiCalls, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/test-utils';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const ME = {
  'GET /api/admin/me': { body: { success: true, admin: ADMIN } },
  'GET /api/admin/dashboard-overview': {
    body: {
      success: true,
      data: { orders: { total: 0, pending: 0, delivered: 0 }, deliveryBoys: { active: 0, available: 0 }, sales: { total: 0, today: 0, coupons: 0 }, outstandingAmount: 0 },
    },
  },
  'GET /api/admin/dashboard-trend': { body: { success: true, days: [] } },
};
const DASHBOARD_CALLS = ['GET /api/admin/dashboard-overview', 'GET /api/admin/dashboard-trend', 'GET /api/admin/me'];

describe('route guard', () => {
  it('sends an admin without the session marker from the dashboard to /admin/login', async () => {
    const fetchMock = mockApi(ME);
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('guards the screens of later issues too', async () => {
    mockApi(ME);
    const { router } = renderApp('/viewOrder/AB12CD');
    await screen.findByRole('heading', { name: 'Admin login' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends a signed-in admin from login and signup to the dashboard', async () => {
    mockApi(ME);
    const { router } = renderApp('/admin/signup', { signedIn: true });
    expect(await screen.findByText('Welcome, Asha Verma')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('opens / on the dashboard', async () => {
    mockApi(ME);
    const { router } = renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('opens a signed-in admin screen inside the frame, with the main navigation', async () => {
    mockApi({ ...ME, 'GET /api/admin/sellers': { body: { success: true, sellers: [] } } });
    renderApp('/admin/getSellers', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sellers' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No sellers yet.' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Sellers' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so in plain words for an unknown address', async () => {
    mockApi(ME);
    renderApp('/admin/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('session', () => {
  it('a 401 from the session check clears the marker and goes to /admin/login', async () => {
    mockApi({ 'GET /api/admin/me': { status: 401, body: { success: false, message: 'Please log in to continue.' } } });
    const { router } = renderApp('/admin/dashboard', { signedIn: true });
    await screen.findByRole('heading', { name: 'Admin login' });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem('nukkad.admin.session')).toBeNull();
    expect(screen.queryByText('Failed to load dashboard data. Please try again.')).toBeNull();
  });

  it('any other failure of the session check offers Retry', async () => {
    let calls = 0;
    mockApi({
      ...ME,
      'GET /api/admin/me': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } }
          : { body: { success: true, admin: ADMIN } };
      },
    });
    renderApp('/admin/dashboard', { signedIn: true });
    expect(await screen.findByText('Failed to load dashboard data. Please try again.')).toBeTruthy();
    expect(window.localStorage.getItem('nukkad.admin.session')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome, Asha Verma')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it.each([
    ['succeeds', { body: { success: true, message: 'Logged out' } }, 'Success: Logged out successfully'],
    ['fails', { status: 500, body: { success: false, message: 'Down' } }, 'Warning: You are logged out on this device; the server could not confirm it.'],
  ])('when Logout %s: the marker and the cache are cleared, one toast shows, and /admin/login opens', async (_, reply, toast) => {
    const fetchMock = mockApi({ ...ME, 'POST /api/admin/logout': reply });
    const { router, queryClient } = renderApp('/admin/dashboard', { signedIn: true });
    await screen.findByText('Welcome, Asha Verma');

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);

    await screen.findByRole('heading', { name: 'Admin login' });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem('nukkad.admin.session')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    await waitFor(() => expect(apiCalls(fetchMock).at(-1)?.slice(0, 2)).toEqual(['POST', '/api/admin/logout']));
    // The dashboard's own calls, then Logout, and nothing of the old session asked for after it.
    const calls = apiCalls(fetchMock).map(([method, url]) => `${method} ${url.split('?')[0]}`);
    expect([...calls.slice(0, -1)].sort()).toEqual(DASHBOARD_CALLS);
    await waitFor(() => expect([...document.querySelectorAll('.toast__message')].map((m) => m.textContent)).toEqual([toast]));
  });
});
