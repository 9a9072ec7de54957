import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { SignupForm } from './signup-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function fillDetails({ name = 'Priya Sharma', phone = '7012345678', terms = true } = {}) {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: phone } });
  if (terms) fireEvent.click(screen.getByRole('checkbox'));
}

describe('SignupForm', () => {
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
    expect(sentBody(fetch.mock.calls.find(([url]) => url === '/api/auth/user-signup')?.[1])).toEqual({
      formData: { phone: '7012345678', username: 'Priya Sharma' },
      otp: 'Q4Z9',
    });
    expect(router.state.location.pathname).toBe('/signup');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3_000 });
  });
});
