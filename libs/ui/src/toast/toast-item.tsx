import { useCallback, useEffect, useState } from 'react';
import { cx } from '../lib/class-names';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastItemProps {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes itself; paused while hovered or focused. */
  duration: number;
  onDismiss: (id: string) => void;
}

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i', warning: '!' };
const KIND_LABELS: Record<ToastKind, string> = { success: 'Success', error: 'Error', info: 'Info', warning: 'Warning' };

/** One toast: a status (an alert for errors) with a close button. */
export function ToastItem({ id, kind, message, duration, onDismiss }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const onClose = useCallback(() => onDismiss(id), [onDismiss, id]);

  useEffect(() => {
    if (paused || duration <= 0) return undefined;
    const timer = window.setTimeout(onClose, duration);
    return () => window.clearTimeout(timer);
  }, [paused, duration, onClose]);

  return (
    <div
      className={cx('toast', `toast--${kind}`)}
      role={kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[kind]}
      </span>
      <p className="toast__message">
        <span className="visually-hidden">{KIND_LABELS[kind]}: </span>
        {message}
      </p>
      <button type="button" className="toast__close" onClick={onClose} aria-label="Close notification">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
