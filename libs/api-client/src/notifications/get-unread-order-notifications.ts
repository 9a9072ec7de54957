import { SELLER_POLL_MS, type unreadCountReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { sellerOrderKeys } from '../query-keys';
import { useSessionQuery } from '../session';
import type { SessionMarker } from '../session-marker';

/** GET /api/notification/unread-order-notifications: how many new-order notifications the seller has not read. */
export const getUnreadOrderNotifications = (signal?: AbortSignal) =>
  request<typeof unreadCountReplySchema>('/notification/unread-order-notifications', { signal });
export const unreadOrderNotificationsQueryOptions = (refetchInterval: number) =>
  queryOptions({
    queryKey: sellerOrderKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadOrderNotifications(signal),
    refetchInterval,
    refetchIntervalInBackground: true,
  });

/** The unread count, polled every SELLER_POLL_MS while signed in; undefined until it answers. */
export function useUnreadOrderCount(marker: SessionMarker): number | undefined {
  const query = useSessionQuery(marker, unreadOrderNotificationsQueryOptions(SELLER_POLL_MS));
  return query.data?.count;
}
