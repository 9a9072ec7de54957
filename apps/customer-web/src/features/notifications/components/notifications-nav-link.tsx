import { useUnreadCount } from '@nukkad/api-client';
import { BellIcon } from '@nukkad/ui';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import '../notifications.css';

/** The accessible name of the Notifications link, e.g. "Notifications, 3 unread". */
export const notificationsLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/** The unread count over the bell, shown above 0 (99+ past that). */
export function NotificationsBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span className="notifications-badge" aria-hidden="true">
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/** The navigation's Notifications link with the unread count: `top` for the desktop bar, `bottom` for the phone bar. */
export function NotificationsNavLink({ placement }: { placement: 'top' | 'bottom' }) {
  const unread = useUnreadCount(session.marker);
  const label = notificationsLabel(unread);
  if (placement === 'top') {
    return (
      <NavLink to={paths.notifications.getHref()} className={({ isActive }) => `top-nav__link${isActive ? ' top-nav__link--active' : ''}`} aria-label={label}>
        <BellIcon size={20} />
        Notifications
        <NotificationsBadge unread={unread} />
      </NavLink>
    );
  }
  return (
    // The phone bar's word is short; the name still starts with it (label in name) and says what it is.
    <NavLink
      to={paths.notifications.getHref()}
      className={({ isActive }) => `bottom-nav__item bottom-nav__item--notifications${isActive ? ' bottom-nav__item--active' : ''}`}
      aria-label={`Alerts: ${label}`}
    >
      <span className="bottom-nav__icon">
        <BellIcon size={22} />
        <NotificationsBadge unread={unread} />
      </span>
      <span className="bottom-nav__label">Alerts</span>
    </NavLink>
  );
}
