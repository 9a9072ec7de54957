import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { SignupForm } from './signup-form';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
});

const EXPIRY_KEY = 'nukkad.customer.signupOtpExpiry';
const DETAILS_KEY = 'nukkad.customer.signupOtpDetails';
const sendOk = (url: string) => (url === '/api/auth/send-otp' ? { body: { success: true, message: 'OTP sent to 7012345678' } } : undefined);
const sendCount = (fetch: { mock: { calls: unknown[][] } }) => fetch.mock.calls.filter(([url]) => url === '/api/auth/send-otp').length;

function fillDetails({ name = 'Priya Sharma', phone = '7012345678', terms = true } = {}) {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: phone } });
  if (terms) fireEvent.click(screen.getByRole('checkbox'));
}

describe('SignupForm', () => {
  it('marks every required field the way the other forms do: name, phone and the terms', () => {
    renderWithApp(<SignupForm />);
    const marked = (control: HTMLElement) => control.closest('form')!.querySelector(`label[for="${control.id}"] .field__required`);
    expect(marked(screen.getByLabelText(/^Full name/))).toBeTruthy();
    expect(marked(screen.getByLabelText(/^Phone number/))).toBeTruthy();
    expect(marked(screen.getByRole('checkbox'))).toBeTruthy();
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).required).toBe(true);
  });

  it('requires the terms to be accepted before sending a code', async () => {
    const fetch = mockApi(() => undefined);
    renderWithApp(<SignupForm />, { route: '/signup' });
    fillDetails({ terms: false });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Please accept the Terms & Conditions and Privacy Policy')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('send-otp'))).toBe(false);
  });

  it("adds a cross mark to the server's refusal", async () => {
    mockApi((url) =>
      url === '/api/auth/send-otp'
        ? { status: 409, body: { success: false, message: 'An account with this phone already exists. Please log in.' } }
        : undefined,
    );
    renderWithApp(<SignupForm />, { route: '/signup' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('An account with this phone already exists. Please log in. ❌')).toBeTruthy();
  });

  it("says 'Signup Failed. Please try again. ❌' when the server cannot be reached", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithApp(<SignupForm />, { route: '/signup' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Signup Failed. Please try again. ❌')).toBeTruthy();
  });

  it('asks for the complete code, then verifies it and goes home after 2 seconds', async () => {
    const fetch = mockApi((url) => {
      if (url === '/api/auth/send-otp') return { body: { success: true, message: 'OTP sent to 7012345678' } };
      if (url === '/api/auth/user-signup') {
        return {
          body: {
            success: true,
            token: 't',
            message: 'Signup Successful! 🎉',
            user: { _id: '66666666-6666-4666-8666-666666666666', name: 'Priya Sharma', phone: '7012345678', foodCart: [], groceryCart: [] },
          },
        };
      }
      return undefined;
    });
    const { router } = renderWithApp(<SignupForm />, { route: '/signup' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeTruthy();
    expect(sentBody(fetch.mock.calls.find(([url]) => url === '/api/auth/send-otp')?.[1])).toEqual({
      formData: { phone: '7012345678', username: 'Priya Sharma' },
    });

    const boxes = screen.getAllByRole('textbox');
    expect(document.activeElement).toBe(boxes[0]);
    fireEvent.change(boxes[0]!, { target: { value: 'q' } });
    fireEvent.change(boxes[1]!, { target: { value: '4' } });
    fireEvent.change(boxes[2]!, { target: { value: 'z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the complete 4-digit OTP')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url === '/api/auth/user-signup')).toBe(false);

    fireEvent.change(boxes[3]!, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Signup Successful! 🎉')).toBeTruthy();
    // One confirmation: the toast, and no second welcome screen beside it.
    expect(screen.getAllByText('Signup Successful! 🎉')).toHaveLength(1);
    expect(screen.queryByText(/Welcome to Nukkad/)).toBeNull();
    expect(sentBody(fetch.mock.calls.find(([url]) => url === '/api/auth/user-signup')?.[1])).toEqual({
      formData: { phone: '7012345678', username: 'Priya Sharma' },
      otp: 'Q4Z9',
    });
    expect(router.state.location.pathname).toBe('/signup');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3_000 });
  });

  it('starts a 2-minute countdown on the code step, remembering the phone and name but never the code', async () => {
    mockApi((url) =>
      url === '/api/auth/user-signup'
        ? { status: 400, body: { success: false, message: 'That code is wrong. 4 attempts left.' } }
        : sendOk(url),
    );
    renderWithApp(<SignupForm />, { route: '/signup' });
    fillDetails();
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 2:00');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    const expiry = Number(window.localStorage.getItem(EXPIRY_KEY));
    expect(expiry).toBeGreaterThanOrEqual(before + 120_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 120_000);
    expect(JSON.parse(window.localStorage.getItem(DETAILS_KEY) ?? 'null')).toEqual({ phone: '7012345678', username: 'Priya Sharma' });

    screen.getAllByRole('textbox').forEach((box, i) => fireEvent.change(box, { target: { value: 'WX7K'[i] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // The wrong-code refusal carries the spec's cross mark, like the send failure.
    expect(await screen.findByText('That code is wrong. 4 attempts left. ❌')).toBeTruthy();
    const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('WX7K'))).toBe(false);
  });

  it('comes back to the code step after a reload without sending again, and verifies the same details', async () => {
    const fetch = mockApi((url) =>
      url === '/api/auth/user-signup'
        ? {
            body: {
              success: true,
              token: 't',
              message: 'Signup Successful! 🎉',
              user: { _id: '66666666-6666-4666-8666-666666666666', name: 'Priya Sharma', phone: '7012345678', foodCart: [], groceryCart: [] },
            },
          }
        : sendOk(url),
    );
    const first = renderWithApp(<SignupForm />, { route: '/signup' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeTruthy();
    first.unmount();

    renderWithApp(<SignupForm />, { route: '/signup' });
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeTruthy();
    expect(screen.getByText('7012345678')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Resend OTP in (2:00|1:5\d)$/);
    expect(sendCount(fetch)).toBe(1);

    screen.getAllByRole('textbox').forEach((box, i) => fireEvent.change(box, { target: { value: 'Q4Z9'[i] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Signup Successful! 🎉')).toBeTruthy();
    expect(sentBody(fetch.mock.calls.find(([url]) => url === '/api/auth/user-signup')?.[1])).toEqual({
      formData: { phone: '7012345678', username: 'Priya Sharma' },
      otp: 'Q4Z9',
    });
    expect(window.localStorage.getItem(EXPIRY_KEY)).toBeNull();
    expect(window.localStorage.getItem(DETAILS_KEY)).toBeNull();
  });

  it('offers Resend OTP when the restored wait is over', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    window.localStorage.setItem(EXPIRY_KEY, String(Date.now() + 5_000));
    window.localStorage.setItem(DETAILS_KEY, JSON.stringify({ phone: '7012345678', username: 'Priya Sharma' }));
    mockApi(() => undefined);
    renderWithApp(<SignupForm />, { route: '/signup' });

    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 0:05');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeTruthy();
  });

  it('forgets the wait when the details are changed', async () => {
    mockApi(sendOk);
    renderWithApp(<SignupForm />, { route: '/signup' });
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change details' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(window.localStorage.getItem(EXPIRY_KEY)).toBeNull();
    expect(window.localStorage.getItem(DETAILS_KEY)).toBeNull();
  });
});
