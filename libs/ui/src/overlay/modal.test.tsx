import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit address
      </button>
      {open ? (
        <Modal title="Edit address" onClose={() => setOpen(false)}>
          <label>
            Full name <input />
          </label>
          <button type="button">Save</button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, closes on Escape and gives focus back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Edit address' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes from its close button and the backdrop', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Info" onClose={onClose}>
        text
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
