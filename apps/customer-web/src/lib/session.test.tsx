import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../testing/test-utils';
import { STORAGE_KEYS } from './storage';

const CUSTOMER = { _id: '55555555-5555-4555-8555-555555555555', name: 'Asha Verma', phone: '9876543210', foodCart: [], groceryCart: [] };
const ME = { success: true, user: CUSTOMER };

const getUserCalls = (fetchSpy: ReturnType<typeof mockApi>) => fetchSpy.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/getUser'));
const toastMessages = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('customer session', () => {
  it('an anonymous visitor makes no GET /api/auth/getUser call (no marker, no check)', async () => {
    const fetchSpy = mockApi(() => undefined);
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0);
    expect(getUserCalls(fetchSpy)).toHaveLength(0);
  });

  it('with the marker the session is checked once, and the customer is signed in', async () => {
    window.localStorage.setItem(STORAGE_KEYS.session, '1');
    const fetchSpy = mockApi((url) => (url.startsWith('/api/auth/getUser') ? { body: ME } : undefined));
    renderApp('/user/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeTruthy();
    expect(getUserCalls(fetchSpy)).toHaveLength(1);
  });

  it('a failed check (401) means no user: the marker is cleared and the profile sends the visitor home', async () => {
    window.localStorage.setItem(STORAGE_KEYS.session, '1');
    mockApi(() => undefined);
    const { router } = renderApp('/user/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it.each([
    ['succeeds', { body: { success: true, message: 'Logged out' } }, 'Success: Logged out successfully'],
    ['fails', { status: 500, body: { success: false, message: 'Something went wrong.' } }, 'Warning: You are logged out on this device; the server could not confirm it.'],
  ])('when logout %s: one toast, the marker cleared, and home after 1 s', async (_, reply, toast) => {
    window.localStorage.setItem(STORAGE_KEYS.session, '1');
    mockApi((url) => (url.startsWith('/api/auth/getUser') ? { body: ME } : url === '/api/auth/logout' ? reply : undefined));
    const { router } = renderApp('/user/profile');
    const logout = await screen.findByRole('button', { name: 'Logout' });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(logout);
    expect(await screen.findByText('Taking you to the home page…')).toBeTruthy();
    await waitFor(() => expect(toastMessages()).toEqual([toast]));
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(router.state.location.pathname).toBe('/user/profile');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastMessages()).toHaveLength(1);
  });
});
