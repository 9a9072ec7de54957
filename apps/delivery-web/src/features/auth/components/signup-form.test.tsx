import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../testing/render-app';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillForm(values: { username: string; phone: string; password: string; secretKey: string }) {
  fill(/^Username/, values.username);
  fill(/^Phone/, values.phone);
  fill(/^Password/, values.password);
  fill(/^Secret key/, values.secretKey);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('delivery partner sign-up', () => {
  it('phone input holds at most 10 characters', () => {
    renderApp('/delivery/signup');
    const phone = screen.getByLabelText(/^Phone/) as HTMLInputElement;
    expect(phone.maxLength).toBe(10);
    expect(phone.getAttribute('maxlength')).toBe('10');
  });

  it('needs a secret key and sends nothing without it', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/delivery/signup');
    fillForm({ username: 'Arjun', phone: '9000000201', password: 'ride1234', secretKey: '' });
    submit();
    expect(screen.getByText('Secret key is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Secret key/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the spec's failure text and the server's reason for a wrong secret key", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(403, { success: false, message: 'Invalid secret key.' }));
    const { router } = renderApp('/delivery/signup');
    fillForm({ username: 'Arjun', phone: '9000000201', password: 'ride1234', secretKey: 'guess' });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Signup failed. Please check your details and try again.');
    expect(alert.textContent).toContain('Invalid secret key.');
    expect(router.state.location.pathname).toBe('/delivery/signup');
  });

  it('shows only the spec text when the server is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/delivery/signup');
    fillForm({ username: 'Arjun', phone: '9000000201', password: 'ride1234', secretKey: 'nukkad-rider' });
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Signup failed. Please check your details and try again.');
  });

  it('creates the account, says so, and opens the login page after 2 s', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { success: true, message: 'Account created successfully' }));
    const { router } = renderApp('/delivery/signup');
    fillForm({ username: 'Arjun', phone: '9000000201', password: 'ride1234', secretKey: 'nukkad-rider' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();

    expect(await screen.findByText('Account created successfully')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/delivery/signup');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'Arjun',
      phone: '9000000201',
      password: 'ride1234',
      secretKey: 'nukkad-rider',
    });
    expect(router.state.location.pathname).toBe('/delivery/signup');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/login'));
  });
});
