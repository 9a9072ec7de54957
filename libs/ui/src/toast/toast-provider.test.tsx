import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast-provider';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Product added to cart!')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('Something went wrong.')}>
        fail
      </button>
    </>
  );
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a success toast in a polite live region and closes it after 3 s', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Product added to cart!');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('Product added to cart!')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Product added to cart!')).toBeNull();
  });

  it('shows errors as alerts', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
  });

  it('closes by its button', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Product added to cart!')).toBeNull();
  });

  it('a second toast does not restart the first one’s timer', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Product added to cart!')).toBeNull();
    expect(screen.queryByText('Something went wrong.')).not.toBeNull();
  });
});
