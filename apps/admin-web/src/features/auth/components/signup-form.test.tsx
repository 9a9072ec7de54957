import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function openSignup() {
  const view = renderApp('/admin/signup');
  await screen.findByRole('heading', { name: 'Create an admin account' });
  return view;
}

function fillAll() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ravi Kumar' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ravi@nukkad.local' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'ravi1234' } });
  fireEvent.change(screen.getByLabelText(/^Secret key/), { target: { value: 'nukkad-admin' } });
}

describe('admin signup', () => {
  it('requires name, e-mail, password and secret key', async () => {
    const fetchMock = mockApi({});
    await openSignup();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Secret key is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the success message and goes to /admin/login 2 seconds later', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/signup': { body: { success: true, message: 'Account created successfully! Redirecting to login...' } },
    });
    const { router } = await openSignup();
    fillAll();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Account created successfully! Redirecting to login...')).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([
      ['POST', '/api/admin/signup', { name: 'Ravi Kumar', email: 'ravi@nukkad.local', password: 'ravi1234', secretKey: 'nukkad-admin' }],
    ]);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/admin/signup');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/admin/login');

    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
  });

  it("shows the server's message when the secret key is wrong", async () => {
    mockApi({ 'POST /api/admin/signup': { status: 403, body: { success: false, message: 'Invalid secret key.' } } });
    await openSignup();
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid secret key.');
    expect(screen.queryByText('Account created successfully! Redirecting to login...')).toBeNull();
  });
});
