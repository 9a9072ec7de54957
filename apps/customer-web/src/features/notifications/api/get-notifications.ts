import { notificationsQueryOptions } from '@nukkad/api-client';
import type { NotificationsReply } from '@nukkad/contracts';
import { session } from '../../../lib/session';

/** The navigation's unread count follows new notifications by polling until live updates arrive. */
export const UNREAD_REFETCH_INTERVAL_MS = 60_000;

/** GET /notification/getNotifications, only while someone is signed in. */
export const useNotifications = () => session.useSessionQuery(notificationsQueryOptions());

const unreadCount = (reply: NotificationsReply) => reply.notifications.filter((notification) => !notification.read).length;

/** How many notifications are unread, refreshed every 60 s and when the window regains focus; 0 for visitors. */
export function useUnreadCount(): number {
  const query = session.useSessionQuery({
    ...notificationsQueryOptions(),
    select: unreadCount,
    refetchInterval: UNREAD_REFETCH_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
  });
  return query.data ?? 0;
}
