import { ApiError, useNotifications, useReadNotification } from '@nukkad/api-client';
import { NOTIFICATIONS_FETCH_FAILED_MESSAGE, NO_NOTIFICATIONS_MESSAGE } from '@nukkad/contracts/light';
import type { Notification } from '@nukkad/contracts';
import { Button, NotificationsView, useToast } from '@nukkad/ui';
import { useState } from 'react';
import { session } from '../../../lib/session';
import { NotificationModal } from './notification-modal';
import '../notifications.css';

const errorToast = (error: unknown) => (error instanceof ApiError ? error.serverMessage : null) ?? NOTIFICATIONS_FETCH_FAILED_MESSAGE;
const empty = () => ({ title: NO_NOTIFICATIONS_MESSAGE });

/** The customer's notifications under All / Read / Unread tabs; View opens one and marks it read. */
export function NotificationsList() {
  const query = useNotifications(session.marker);
  const read = useReadNotification();
  const toast = useToast();
  const [openId, setOpenId] = useState<string | null>(null);

  const view = (notification: Notification) => {
    setOpenId(notification._id);
    if (notification.read) return;
    read.mutate(notification._id, { onError: () => toast.error('Could not mark the notification as read.') });
  };

  const notifications = query.data?.notifications;
  const open = notifications?.find((notification) => notification._id === openId) ?? null;

  return (
    <NotificationsView
      query={query}
      errorToast={errorToast}
      idPrefix="notifications"
      className="notifications"
      panelClassName="notifications__panel"
      empty={empty}
      action={(notification) => (
        <Button variant="secondary" size="sm" onClick={() => view(notification)} aria-label={`View: ${notification.message}`}>
          View
        </Button>
      )}
    >
      <NotificationModal notification={open} onClose={() => setOpenId(null)} />
    </NotificationsView>
  );
}
