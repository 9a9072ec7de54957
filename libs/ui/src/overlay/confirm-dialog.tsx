import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../forms/button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called by Cancel, Escape and the backdrop (not while busy). */
  onCancel: () => void;
  /** The confirmed action is running: buttons disabled, spinner on confirm. */
  busy?: boolean;
  /** danger styles the confirm button red (deleting, cancelling). */
  tone?: 'primary' | 'danger';
}

/** A modal asking the user to confirm; focus starts on Cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={cancel}
      role="alertdialog"
      size="sm"
      descriptionId={messageId}
      initialFocusRef={cancelRef}
      hideCloseButton
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className="confirm-dialog__message">
        {message}
      </div>
    </Modal>
  );
}
