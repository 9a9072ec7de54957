import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, apiCalls, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function openLogin() {
  const view = renderApp('/admin/login');
  await screen.findByRole('heading', { name: 'Admin login' });
  return view;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('admin login', () => {
  it('requires e-mail, password and secret key before calling the API', async () => {
    const fetchMock = mockApi({});
    await openLogin();
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Secret key is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));

    fill(/^Email/, 'asha');
    fill(/^Password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.getByText('Secret key is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when login fails and stays signed out", async () => {
    mockApi({
      'POST /api/admin/login': { status: 429, body: { success: false, message: 'Too many attempts. Try again in a minute.' } },
    });
    await openLogin();
    fill(/^Email/, 'asha@nukkad.local');
    fill(/^Password/, 'wrong-password');
    fill(/^Secret key/, 'nukkad-admin');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Try again in a minute.');
    expect(window.localStorage.getItem('nukkad.admin.session')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin login' })).toBeTruthy();
  });

  it('stores only the session marker and opens the dashboard on success', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/login': { body: { success: true, token: 'header.payload.signature', message: 'Login successful' } },
      'GET /api/admin/me': { body: { success: true, admin: ADMIN } },
    });
    const { router } = await openLogin();
    fill(/^Email/, '  Asha@Nukkad.Local ');
    fill(/^Password/, 'pass 1234');
    fill(/^Secret key/, 'nukkad-admin');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Welcome, Asha Verma')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(apiCalls(fetchMock)[0]).toEqual([
      'POST',
      '/api/admin/login',
      { email: 'asha@nukkad.local', password: 'pass 1234', secretKey: 'nukkad-admin' },
    ]);
    // The cookie is the session: the token is never kept by the app.
    await waitFor(() => expect({ ...window.localStorage }).toEqual({ 'nukkad.admin.session': '1' }));
  });
});
