import { cx } from '../lib/class-names';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; without one the spinner is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

/** A rotating ring in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const classes = cx('spinner', `spinner--${size}`, className);
  return label ? <span className={classes} role="img" aria-label={label} /> : <span className={classes} aria-hidden="true" />;
}
