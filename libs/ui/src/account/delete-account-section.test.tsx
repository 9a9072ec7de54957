import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../toast/toast-provider';
import { DeleteAccountSection, type DeleteAccountSectionProps } from './delete-account-section';

const renderSection = (props: DeleteAccountSectionProps) =>
  render(
    <ToastProvider>
      <DeleteAccountSection {...props} />
    </ToastProvider>,
  );

const describeError = (error: unknown) => (error as { failure: { message: string; field?: 'otp' | 'password' } }).failure;
const refusal = (message: string, field?: 'otp' | 'password') => Object.assign(new Error(message), { failure: { message, field } });

afterEach(cleanup);

describe('DeleteAccountSection', () => {
  it('a seller confirms with the password, sees what is kept, and is signed out once the account is gone', async () => {
    const onDelete = vi.fn().mockResolvedValue({ message: 'Your account has been deleted.' });
    const onSignOut = vi.fn().mockResolvedValue(true);
    renderSection({ role: 'seller', confirmWith: 'password', onDelete, onSignOut, describeError });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('Your shop closes and its products are archived');
    expect(dialog.textContent).toContain('Deleted seller');
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
    expect(onDelete).toHaveBeenCalledWith({ password: 'secret-123' });
    // The plain message stays on screen while the app signs out.
    expect(screen.getByText('Your account has been deleted.')).toBeTruthy();
  });

  it('asks for the password before calling, and shows a refusal in plain words without signing out', async () => {
    const onDelete = vi.fn().mockRejectedValue(refusal('You still hold cash from deliveries that has not been settled.'));
    const onSignOut = vi.fn().mockResolvedValue(true);
    renderSection({ role: 'delivery', confirmWith: 'password', onDelete, onSignOut, describeError });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'rider-pass' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toContain('You still hold cash from deliveries that has not been settled.');
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('a customer sends a code first, then confirms with it; a wrong code is shown on the field', async () => {
    const onSendCode = vi.fn().mockResolvedValue({});
    const onDelete = vi.fn().mockRejectedValueOnce(refusal('Incorrect OTP', 'otp')).mockResolvedValueOnce({ message: 'Your account has been deleted.' });
    const onSignOut = vi.fn().mockResolvedValue(true);
    renderSection({ role: 'customer', confirmWith: 'code', onSendCode, onDelete, onSignOut, describeError });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(onSendCode).toHaveBeenCalledTimes(1);
    fireEvent.change(await screen.findByLabelText(/Code from the SMS/), { target: { value: 'ab12' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(await screen.findByText('Incorrect OTP')).toBeTruthy();
    expect(onDelete).toHaveBeenLastCalledWith({ otp: 'ab12' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  });
});
