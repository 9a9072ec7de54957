import { SKELETON_COUNTS, type Notification } from '@nukkad/contracts';
import { NOTIFICATIONS_LOAD_FAILED_MESSAGE } from '@nukkad/contracts/light';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { SkeletonList } from '../feedback/skeleton-list';
import { useToast } from '../toast/toast-provider';
import { BellIcon } from '../icons/icons';
import { Tabs } from '../navigation/tabs';
import { NotificationRow } from './notification-row';

const FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'read', label: 'Read' },
  { id: 'unread', label: 'Unread' },
] as const;
export type NotificationFilter = (typeof FILTERS)[number]['id'];

const matches = (filter: NotificationFilter, notification: Notification) =>
  filter === 'all' || (filter === 'read' ? notification.read : !notification.read);

/** The fetch of the notifications, as the app's query gives it. */
export interface NotificationsQuery {
  data: { notifications: readonly Notification[] } | undefined;
  isPending: boolean;
  /** The fetch's failure: drawn in place of the list, and told once per failure as a toast. */
  error: unknown;
  refetch: () => unknown;
}

export interface NotificationsViewProps {
  query: NotificationsQuery;
  errorToast: (error: unknown) => string;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  className: string;
  tabsClassName?: string;
  panelClassName?: string;
  /** What an empty tab says. */
  empty: (filter: NotificationFilter) => { title: string; description?: string };
  /** What each row offers at its end, e.g. a View button or link. */
  action: (notification: Notification) => ReactNode;
  /** Drawn after the panel, e.g. the dialog that View opens. */
  children?: ReactNode;
}

/** Notifications under All / Read / Unread tabs: skeleton rows while loading, the error with Retry, or the rows. */
export function NotificationsView(props: NotificationsViewProps) {
  const { query, errorToast, idPrefix, empty, action } = props;
  const { error } = query;
  const toast = useToast();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const toasted = useRef<unknown>(null);
  const panelId = `${idPrefix}-panel`;

  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    toast.error(errorToast(error));
  }, [error, errorToast, toast]);

  const shown = (query.data?.notifications ?? []).filter((notification) => matches(filter, notification));
  const emptyText = empty(filter);

  return (
    <div className={props.className}>
      <Tabs
        items={FILTERS.map(({ id, label }) => ({ id, label, panelId }))}
        value={filter}
        onChange={(id) => setFilter(id as NotificationFilter)}
        label="Notification filter"
        idPrefix={idPrefix}
        className={props.tabsClassName}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${filter}`} className={props.panelClassName}>
        {query.isPending ? (
          <SkeletonList count={SKELETON_COUNTS.notifications} variant="row" label="Loading notifications…" />
        ) : error ? (
          <ErrorState message={NOTIFICATIONS_LOAD_FAILED_MESSAGE} onRetry={() => void query.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState icon={<BellIcon size={32} />} title={emptyText.title} description={emptyText.description} />
        ) : (
          <ul className="notification-list" aria-label="Notifications">
            {shown.map((notification) => (
              <NotificationRow
                key={notification._id}
                message={notification.message}
                read={notification.read}
                createdAt={notification.createdAt}
                action={action(notification)}
              />
            ))}
          </ul>
        )}
      </div>
      {props.children}
    </div>
  );
}
