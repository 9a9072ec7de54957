import { cx } from '../lib/class-names';
import { statusTone } from '../lib/status-tone';

export interface StatusBadgeProps {
  /** Any order, item or payment status; unknown values get the neutral style. */
  status: string;
  className?: string;
}

/** A coloured pill showing a status as written. */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const tone = statusTone(status);
  return (
    <span className={cx('status-badge', `status-badge--${tone}`, className)} data-tone={tone}>
      {status}
    </span>
  );
}
