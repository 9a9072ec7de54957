import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../testing/render-app';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillForm(values: { username: string; phone: string; password: string; confirmPassword: string }) {
  fill(/^Username/, values.username);
  fill(/^Phone/, values.phone);
  fill(/^Password/, values.password);
  fill(/^Confirm password/, values.confirmPassword);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('seller sign-up', () => {
  it('requires all four fields and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/seller-signup');
    submit();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says the passwords do not match and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/seller-signup');
    fillForm({ username: 'Asha', phone: '9876500001', password: 'secret1', confirmPassword: 'secret2' });
    submit();
    expect(screen.getByText('Passwords do not match. ❌')).toBeTruthy();
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects a phone that is not 10 digits', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/seller-signup');
    fillForm({ username: 'Asha', phone: '98765', password: 'secret1', confirmPassword: 'secret1' });
    submit();
    expect(screen.getByText('Phone must be 10 digits')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs up with the formData payload, toasts, and opens the login page after 2 s', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { success: true, message: 'Signup Successful! 🎉' }));
    const { router } = renderApp('/seller-signup');
    fillForm({ username: 'Asha', phone: '9876500001', password: 'secret1', confirmPassword: 'secret1' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();

    expect(await screen.findByText('Signup Successful! 🎉')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/auth/seller-signup');
    expect(JSON.parse(String(init?.body))).toEqual({
      formData: { username: 'Asha', phone: '9876500001', password: 'secret1', confirmPassword: 'secret1' },
    });

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/seller-signup');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller-login'));
  });

  it("shows the server's message when the server refuses", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(409, { success: false, message: 'A seller with this phone already exists. Please log in.' }),
    );
    const { router } = renderApp('/seller-signup');
    fillForm({ username: 'Asha', phone: '9876500001', password: 'secret1', confirmPassword: 'secret1' });
    submit();
    expect(await screen.findByText('A seller with this phone already exists. Please log in.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/seller-signup');
  });

  it('falls back to the spec text when the server gives no message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    renderApp('/seller-signup');
    fillForm({ username: 'Asha', phone: '9876500001', password: 'secret1', confirmPassword: 'secret1' });
    submit();
    expect(await screen.findByText('Signup Failed. Please try again. ❌')).toBeTruthy();
  });
});
