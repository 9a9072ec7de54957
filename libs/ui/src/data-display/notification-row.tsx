import type { ReactNode } from 'react';
import { BellIcon } from '../icons/icons';
import { cx } from '../lib/class-names';
import { exactTime, relativeTime } from '../lib/relative-time';

export interface NotificationRowProps {
  message: string;
  read: boolean;
  /** When it was sent (ISO); shown as "5 min ago" with the exact time on hover. */
  createdAt: string;
  /** What the row offers at its end, e.g. a View button or link. */
  action?: ReactNode;
}

/** One notification as a list item of a `ul.notification-list`: bell, message, time and action; unread ones stand out. */
export function NotificationRow({ message, read, createdAt, action }: NotificationRowProps) {
  return (
    <li className={cx('notification-row', !read && 'notification-row--unread')}>
      <span className="notification-row__icon" aria-hidden="true">
        <BellIcon size={20} />
      </span>
      <div className="notification-row__text">
        <p className="notification-row__message">
          {read ? null : <span className="visually-hidden">Unread: </span>}
          {message}
        </p>
        <time className="notification-row__time muted" dateTime={createdAt} title={exactTime(createdAt)}>
          {relativeTime(createdAt)}
        </time>
      </div>
      {action}
    </li>
  );
}
