import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-provider';

let answer: Promise<boolean> | null = null;

function Asker() {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={() => {
        answer = confirm({ title: 'Delete address?', message: 'This cannot be undone.', confirmLabel: 'Delete', cancelLabel: 'Keep' });
      }}
    >
      Delete
    </button>
  );
}

function ask() {
  render(
    <ConfirmProvider>
      <Asker />
    </ConfirmProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.getByRole('alertdialog', { name: 'Delete address?' });
}

afterEach(() => {
  cleanup();
  answer = null;
});

describe('useConfirm', () => {
  it('resolves true on confirm and closes', async () => {
    const dialog = ask();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).find((b) => dialog.contains(b))!);
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on cancel', async () => {
    ask();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on Escape', async () => {
    const dialog = ask();
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('moves focus into the dialog, onto Cancel', () => {
    const dialog = ask();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Keep');
  });

  it('resolves false when the provider unmounts with a question open', async () => {
    ask();
    act(() => cleanup());
    await expect(answer).resolves.toBe(false);
  });
});
