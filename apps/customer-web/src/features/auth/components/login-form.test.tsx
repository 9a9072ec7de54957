import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { LoginForm } from './login-form';

const OTP_EXPIRY_KEY = 'nukkad.customer.otpExpiry';
const customer = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'Asha Verma',
  phone: '9876543210',
  foodCart: [],
  groceryCart: [],
};

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
});

const phoneInput = () => screen.getByLabelText(/^Phone number/);
const typePhone = (value: string) => fireEvent.change(phoneInput(), { target: { value } });

describe('LoginForm validation', () => {
  it("warns 'Enter your phone number first' on Send OTP with no phone, and sends nothing", async () => {
    const fetch = mockApi(() => undefined);
    renderWithApp(<LoginForm />, { route: '/login' });

    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('Enter your phone number first')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('send-otp'))).toBe(false);
    expect(screen.queryByLabelText(/^OTP/)).toBeNull();
  });

  it("warns 'Fill all fields' when Login is pressed without an OTP", async () => {
    const fetch = mockApi(() => undefined);
    renderWithApp(<LoginForm />, { route: '/login' });

    typePhone('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Fill all fields')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('user-login'))).toBe(false);
  });

  it('marks the phone and the code as required, as every form does', async () => {
    mockApi((url) => (url === '/api/auth/send-otp' ? { body: { success: true, message: 'OTP sent' } } : undefined));
    renderWithApp(<LoginForm />);
    const marked = (control: HTMLElement) => control.closest('form')!.querySelector(`label[for="${control.id}"] .field__required`);
    expect(marked(phoneInput())).toBeTruthy();
    typePhone('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(marked(await screen.findByLabelText(/^OTP/))).toBeTruthy();
  });

  it('keeps only digits in the phone field', () => {
    mockApi(() => undefined);
    renderWithApp(<LoginForm />, { route: '/login' });
    typePhone('98a76-5');
    expect((phoneInput() as HTMLInputElement).value).toBe('98765');
  });
});

describe('LoginForm flow', () => {
  it('sends the code, reveals the OTP field with a 2-minute countdown and remembers when it ends', async () => {
    const fetch = mockApi((url) => (url === '/api/auth/send-otp' ? { body: { success: true, message: 'OTP sent to 9876543210' } } : undefined));
    renderWithApp(<LoginForm />, { route: '/login' });

    typePhone('9876543210');
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByLabelText(/^OTP/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 2:00');
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/send-otp');
    expect(sentBody(call?.[1])).toEqual({ formData: { phone: '9876543210' } });
    const stored = Number(window.localStorage.getItem(OTP_EXPIRY_KEY));
    expect(stored).toBeGreaterThanOrEqual(before + 120_000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 120_000);
  });

  it("shows the server's message when login fails", async () => {
    window.localStorage.setItem(OTP_EXPIRY_KEY, String(Date.now() + 60_000));
    mockApi((url) =>
      url === '/api/auth/user-login' ? { status: 400, body: { success: false, message: 'That code is wrong. 4 attempts left.' } } : undefined,
    );
    renderWithApp(<LoginForm />, { route: '/login' });

    typePhone('9876543210');
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('That code is wrong. 4 attempts left.')).toBeTruthy();
  });

  it("closes the earlier 'Incorrect OTP' toast when the next try logs in", async () => {
    window.localStorage.setItem(OTP_EXPIRY_KEY, String(Date.now() + 60_000));
    let wrong = true;
    mockApi((url) => {
      if (url !== '/api/auth/user-login') return undefined;
      return wrong
        ? { status: 400, body: { success: false, message: 'Incorrect OTP' } }
        : { body: { success: true, token: 't', user: customer, message: 'Login Successful! 🎉' } };
    });
    renderWithApp(<LoginForm />, { route: '/login' });

    typePhone('9876543210');
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: 'ab13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Incorrect OTP')).toBeTruthy();

    wrong = false;
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Successful! 🎉')).toBeTruthy();
    expect(screen.queryByText('Incorrect OTP')).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    window.localStorage.setItem(OTP_EXPIRY_KEY, String(Date.now() + 60_000));
    mockApi((url) => (url === '/api/auth/user-login' ? { status: 502, body: null } : undefined));
    renderWithApp(<LoginForm />, { route: '/login' });

    typePhone('9876543210');
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('logs in with the upper-cased code, celebrates and goes home, forgetting the countdown', async () => {
    window.localStorage.setItem(OTP_EXPIRY_KEY, String(Date.now() + 60_000));
    const fetch = mockApi((url) =>
      url === '/api/auth/user-login'
        ? { body: { success: true, token: 't', user: customer, message: 'Login Successful! 🎉' } }
        : undefined,
    );
    const { router } = renderWithApp(<LoginForm />, { route: '/login' });

    typePhone('9876543210');
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Successful! 🎉')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/user-login');
    expect(sentBody(call?.[1])).toEqual({ phone: '9876543210', otp: 'AB12' });
    expect(window.localStorage.getItem(OTP_EXPIRY_KEY)).toBeNull();
  });
});

describe('OTP countdown restore', () => {
  it('restores the remaining time and the OTP field from a stored expiry, then offers Resend OTP', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    window.localStorage.setItem(OTP_EXPIRY_KEY, String(Date.now() + 65_000));
    mockApi(() => undefined);
    renderWithApp(<LoginForm />, { route: '/login' });

    expect(screen.getByLabelText(/^OTP/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 1:05');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 1:00');

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
    expect(screen.getByLabelText(/^OTP/)).toBeTruthy();
    expect(window.localStorage.getItem(OTP_EXPIRY_KEY)).toBeNull();
  });

  it('ignores and clears an expiry that has already passed', () => {
    window.localStorage.setItem(OTP_EXPIRY_KEY, String(Date.now() - 1_000));
    mockApi(() => undefined);
    renderWithApp(<LoginForm />, { route: '/login' });

    expect(screen.queryByLabelText(/^OTP/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(window.localStorage.getItem(OTP_EXPIRY_KEY)).toBeNull();
  });

  it('restores the phone with the countdown after a reload, so Login works without typing it again', async () => {
    const fetch = mockApi((url) => {
      if (url === '/api/auth/send-otp') return { body: { success: true, message: 'OTP sent to 9876543210' } };
      if (url === '/api/auth/user-login') return { body: { success: true, token: 't', user: customer, message: 'Login Successful! 🎉' } };
      return undefined;
    });
    const first = renderWithApp(<LoginForm />, { route: '/login' });
    typePhone('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText(/^OTP/)).toBeTruthy();
    first.unmount();

    renderWithApp(<LoginForm />, { route: '/login' });
    expect((phoneInput() as HTMLInputElement).value).toBe('9876543210');
    expect(screen.getByRole('timer').textContent).toMatch(/^Resend OTP in (2:00|1:5\d)$/);
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Successful! 🎉')).toBeTruthy();
    expect(screen.queryByText('Fill all fields')).toBeNull();
    expect(sentBody(fetch.mock.calls.find(([url]) => url === '/api/auth/user-login')?.[1])).toEqual({ phone: '9876543210', otp: 'AB12' });
  });

  it('does not restore a phone once the wait has passed', () => {
    window.localStorage.setItem(OTP_EXPIRY_KEY, String(Date.now() - 1_000));
    window.localStorage.setItem('nukkad.customer.otpDetails', JSON.stringify({ phone: '9876543210' }));
    mockApi(() => undefined);
    renderWithApp(<LoginForm />, { route: '/login' });

    expect((phoneInput() as HTMLInputElement).value).toBe('');
    expect(window.localStorage.getItem('nukkad.customer.otpDetails')).toBeNull();
  });
});
