import { unreadOrderNotificationsQueryOptions } from '@nukkad/api-client';
import { SELLER_POLL_MS } from '@nukkad/contracts';
import { session } from '../../../lib/session';

/** GET /api/notification/unread-order-notifications every SELLER_POLL_MS while signed in; undefined until it answers. */
export function useUnreadOrderCount(): number | undefined {
  const query = session.useSessionQuery(unreadOrderNotificationsQueryOptions(SELLER_POLL_MS));
  return query.data?.count;
}
