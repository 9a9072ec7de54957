import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/class-names';
import { Spinner } from '../feedback/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Disables the button and shows a spinner while work is under way. */
  busy?: boolean;
  /** Full width. */
  block?: boolean;
}

/** A button; type="button" unless told otherwise. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx('button', `button--${variant}`, `button--${size}`, block && 'button--block', busy && 'button--busy', className)}
    >
      {busy ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
