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

/** A flow of its own: its buttons are named after it. */
function Flow({ name }: { name: string }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.error(`${name} step failed`)}>
        {`${name} fail`}
      </button>
      <button type="button" onClick={() => toast.warning(`${name} needs a field`)}>
        {`${name} warn`}
      </button>
      <button type="button" onClick={() => toast.info(`${name} note`)}>
        {`${name} info`}
      </button>
      <button type="button" onClick={() => toast.success(`${name} done`)}>
        {`${name} ok`}
      </button>
      <button type="button" onClick={() => toast.clearProblems()}>
        {`${name} step passed`}
      </button>
    </>
  );
}

const renderFlows = (...names: string[]) =>
  render(
    <ToastProvider>
      {names.map((name) => (
        <Flow key={name} name={name} />
      ))}
    </ToastProvider>,
  );

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

  it('a success closes the errors and warnings the same component showed on earlier steps, and nothing else', () => {
    renderFlows('login', 'cart');
    fireEvent.click(screen.getByRole('button', { name: 'login fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'login warn' }));
    fireEvent.click(screen.getByRole('button', { name: 'login info' }));
    fireEvent.click(screen.getByRole('button', { name: 'cart fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'login ok' }));

    expect(screen.queryByText('login step failed')).toBeNull();
    expect(screen.queryByText('login needs a field')).toBeNull();
    expect(screen.getByText('login note')).toBeTruthy();
    expect(screen.getByText('login done')).toBeTruthy();
    expect(screen.getByText('cart step failed')).toBeTruthy();
  });

  it('a step that passes without a success toast can close its earlier errors', () => {
    renderFlows('signup', 'cart');
    fireEvent.click(screen.getByRole('button', { name: 'signup fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'cart warn' }));
    fireEvent.click(screen.getByRole('button', { name: 'signup step passed' }));

    expect(screen.queryByText('signup step failed')).toBeNull();
    expect(screen.getByText('cart needs a field')).toBeTruthy();
  });
});
