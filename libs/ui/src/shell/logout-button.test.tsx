import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../toast/toast-provider';
import { LOGGED_OUT, LOGGED_OUT_HERE, LogoutButton } from './logout-button';

afterEach(cleanup);

function renderButton(onLogout: () => Promise<boolean>) {
  return render(
    <ToastProvider>
      <LogoutButton onLogout={onLogout} />
    </ToastProvider>,
  );
}

/** The message of every toast on screen. */
const toasts = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);

describe('LogoutButton', () => {
  it('shows exactly one toast when the server confirms the logout', async () => {
    const onLogout = vi.fn(async () => true);
    renderButton(onLogout);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([`Success: ${LOGGED_OUT}`]);
  });

  it('shows exactly one toast, a warning, when only this device forgot the session', async () => {
    renderButton(async () => false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(toasts()).toEqual([`Warning: ${LOGGED_OUT_HERE}`]);
  });

  it('is busy while the logout is under way', () => {
    render(
      <ToastProvider>
        <LogoutButton onLogout={async () => true} busy />
      </ToastProvider>,
    );
    expect((screen.getByRole('button', { name: 'Logout' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
