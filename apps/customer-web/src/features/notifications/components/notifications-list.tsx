import { ApiError, useNotifications, useReadNotification } from '@nukkad/api-client';
import { SKELETON_COUNTS, type Notification } from '@nukkad/contracts';
import { BellIcon, Button, EmptyState, ErrorState, NotificationRow, SkeletonList, Tabs, useToast } from '@nukkad/ui';
import { useEffect, useRef, useState } from 'react';
import { session } from '../../../lib/session';
import { NotificationModal } from './notification-modal';
import '../notifications.css';

const FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'read', label: 'Read' },
  { id: 'unread', label: 'Unread' },
] as const;
type Filter = (typeof FILTERS)[number]['id'];

const matches = (filter: Filter, notification: Notification) =>
  filter === 'all' || (filter === 'read' ? notification.read : !notification.read);

/** The customer's notifications under All / Read / Unread tabs; View opens one and marks it read. */
export function NotificationsList() {
  const query = useNotifications(session.marker);
  const read = useReadNotification();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const toasted = useRef<unknown>(null);

  useEffect(() => {
    if (!query.error || toasted.current === query.error) return;
    toasted.current = query.error;
    toast.error((query.error instanceof ApiError ? query.error.serverMessage : null) ?? 'Failed to fetch notifications');
  }, [query.error, toast]);

  const view = (notification: Notification) => {
    setOpenId(notification._id);
    if (notification.read) return;
    read.mutate(notification._id, { onError: () => toast.error('Could not mark the notification as read.') });
  };

  const notifications = query.data?.notifications ?? [];
  const shown = notifications.filter((notification) => matches(filter, notification));
  const open = notifications.find((notification) => notification._id === openId) ?? null;

  return (
    <div className="notifications">
      <Tabs
        items={FILTERS.map(({ id, label }) => ({ id, label, panelId: 'notifications-panel' }))}
        value={filter}
        onChange={(id) => setFilter(id as Filter)}
        label="Notification filter"
        idPrefix="notifications"
      />
      <div id="notifications-panel" role="tabpanel" aria-labelledby={`notifications-tab-${filter}`} className="notifications__panel">
        {query.isPending ? (
          <SkeletonList count={SKELETON_COUNTS.notifications} variant="row" label="Loading notifications…" />
        ) : query.isError ? (
          <ErrorState message="An error occurred while fetching notifications." onRetry={() => void query.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState icon={<BellIcon size={32} />} title="No notifications" />
        ) : (
          <ul className="notification-list" aria-label="Notifications">
            {shown.map((notification) => (
              <NotificationRow
                key={notification._id}
                message={notification.message}
                read={notification.read}
                createdAt={notification.createdAt}
                action={
                  <Button variant="secondary" size="sm" onClick={() => view(notification)} aria-label={`View: ${notification.message}`}>
                    View
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </div>
      <NotificationModal notification={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
