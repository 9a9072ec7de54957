import { useMarkNotificationRead, useSellerNotifications } from '@nukkad/api-client';
import { SKELETON_COUNTS, type Notification } from '@nukkad/contracts';
import { BellIcon, EmptyState, ErrorState, NotificationRow, SkeletonList, Tabs, useToast } from '@nukkad/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import '../notifications.css';

const FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'read', label: 'Read' },
  { id: 'unread', label: 'Unread' },
] as const;
type Filter = (typeof FILTERS)[number]['id'];

const EMPTY: Record<Filter, { title: string; description: string }> = {
  all: { title: 'No notifications yet', description: 'New orders for your shop will show up here.' },
  read: { title: 'No read notifications', description: 'Notifications you have viewed will show up here.' },
  unread: { title: 'No unread notifications', description: 'You are all caught up.' },
};

const PANEL_ID = 'seller-notifications-panel';

const matches = (filter: Filter, notification: Notification) =>
  filter === 'all' || (filter === 'read' ? notification.read : !notification.read);

/** Where View leads: the order's page, or the notification's own in-app link when it names no order. */
function viewHref(notification: Notification): string | null {
  if (notification.order) return paths.orders.details.getHref(notification.order);
  return notification.url.startsWith('/') && !notification.url.startsWith('//') ? notification.url : null;
}

/** The seller's notifications under All / Read / Unread; View opens the order and marks the notification read. */
export function SellerNotifications() {
  const query = useSellerNotifications();
  const markRead = useMarkNotificationRead();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>('all');
  const toasted = useRef<unknown>(null);

  useEffect(() => {
    if (!query.error || toasted.current === query.error) return;
    toasted.current = query.error;
    toast.error('Failed to fetch notifications');
  }, [query.error, toast]);

  const view = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };

  const shown = (query.data?.notifications ?? []).filter((notification) => matches(filter, notification));

  return (
    <div className="seller-notifications">
      <Tabs
        items={FILTERS.map(({ id, label }) => ({ id, label, panelId: PANEL_ID }))}
        value={filter}
        onChange={(id) => setFilter(id as Filter)}
        label="Notification filter"
        idPrefix="seller-notifications"
        className="seller-notifications__tabs"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`seller-notifications-tab-${filter}`}>
        {query.isPending ? (
          <SkeletonList count={SKELETON_COUNTS.notifications} variant="row" label="Loading notifications…" />
        ) : query.isError ? (
          <ErrorState message="An error occurred while fetching notifications." onRetry={() => void query.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState icon={<BellIcon size={32} />} title={EMPTY[filter].title} description={EMPTY[filter].description} />
        ) : (
          <ul className="notification-list" aria-label="Notifications">
            {shown.map((notification) => {
              const href = viewHref(notification);
              return (
                <NotificationRow
                  key={notification._id}
                  message={notification.message}
                  read={notification.read}
                  createdAt={notification.createdAt}
                  action={
                    href ? (
                      <Link
                        className="button button--secondary button--md"
                        to={href}
                        onClick={() => view(notification)}
                        aria-label={`View: ${notification.message}`}
                      >
                        View
                      </Link>
                    ) : null
                  }
                />
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
