import type { notificationsReplySchema, NotificationsReply } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { notificationKeys } from '../query-keys';
import { useSessionQuery } from '../session';
import type { SessionMarker } from '../session-marker';

/** The navigation's unread count follows new notifications by polling until live updates arrive. */
export const UNREAD_REFETCH_INTERVAL_MS = 60_000;

/** GET /notification/getNotifications: the caller's notifications, newest first. */
export const getNotifications = (signal?: AbortSignal) =>
  request<typeof notificationsReplySchema>('/notification/getNotifications', { signal });
export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list, queryFn: ({ signal }) => getNotifications(signal) });

/** The notifications, only while someone is signed in. */
export const useNotifications = (marker: SessionMarker) => useSessionQuery(marker, notificationsQueryOptions());

const unreadCount = (reply: NotificationsReply) => reply.notifications.filter((notification) => !notification.read).length;

/** How many notifications are unread, refreshed every 60 s and when the window regains focus; 0 for visitors. */
export function useUnreadCount(marker: SessionMarker): number {
  const query = useSessionQuery(marker, {
    ...notificationsQueryOptions(),
    select: unreadCount,
    refetchInterval: UNREAD_REFETCH_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
  });
  return query.data ?? 0;
}
