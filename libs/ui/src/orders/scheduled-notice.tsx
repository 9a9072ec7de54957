import { scheduledForLabel } from '@nukkad/contracts/light';
import type { ReactNode } from 'react';
import { ClockIcon } from '../icons/icons';
import { cx } from '../lib/class-names';

export interface ScheduledNoticeProps {
  /** The slot's start, ISO. */
  scheduledFor: string;
  /** What happens until then, under the time. */
  children?: ReactNode;
  /** The moment "today" and "tomorrow" are counted from; the clock's now by default. */
  now?: Date;
  className?: string;
}

/** An order for later not yet gone to its shops: "Scheduled for 7:30 pm" (or "tomorrow 9:00 am"). */
export function ScheduledNotice({ scheduledFor, children, now = new Date(), className }: ScheduledNoticeProps) {
  return (
    <div className={cx('scheduled-notice', className)} role="status">
      <ClockIcon size={20} aria-hidden="true" />
      <div>
        <p className="scheduled-notice__title">
          <time dateTime={scheduledFor}>{scheduledForLabel(new Date(scheduledFor), now)}</time>
        </p>
        {children ? <p className="scheduled-notice__text">{children}</p> : null}
      </div>
    </div>
  );
}
