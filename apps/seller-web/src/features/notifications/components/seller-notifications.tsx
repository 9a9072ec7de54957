import { NOTIFICATIONS_FETCH_FAILED_MESSAGE } from '@nukkad/contracts/light';
import type { Notification } from '@nukkad/contracts';
import { NotificationsView, type NotificationFilter } from '@nukkad/ui';
import { useMarkNotificationRead, useSellerNotifications } from '@nukkad/api-client';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import '../notifications.css';

const EMPTY: Record<NotificationFilter, { title: string; description: string }> = {
  all: { title: 'No notifications yet', description: 'New orders for your shop will show up here.' },
  read: { title: 'No read notifications', description: 'Notifications you have viewed will show up here.' },
  unread: { title: 'No unread notifications', description: 'You are all caught up.' },
};

const errorToast = () => NOTIFICATIONS_FETCH_FAILED_MESSAGE;

/** Where View leads: the order's page, or the notification's own in-app link when it names no order. */
function viewHref(notification: Notification): string | null {
  if (notification.order) return paths.orders.details.getHref(notification.order);
  return notification.url.startsWith('/') && !notification.url.startsWith('//') ? notification.url : null;
}

/** The seller's notifications under All / Read / Unread; View opens the order and marks the notification read. */
export function SellerNotifications() {
  const query = useSellerNotifications();
  const markRead = useMarkNotificationRead();

  const view = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };

  return (
    <NotificationsView
      query={query}
      errorToast={errorToast}
      idPrefix="seller-notifications"
      className="seller-notifications"
      tabsClassName="seller-notifications__tabs"
      empty={(filter) => EMPTY[filter]}
      action={(notification) => {
        const href = viewHref(notification);
        return href ? (
          <Link
            className="button button--secondary button--md"
            to={href}
            onClick={() => view(notification)}
            aria-label={`View: ${notification.message}`}
          >
            View
          </Link>
        ) : null;
      }}
    />
  );
}
