import { authKeys, sellerOrderKeys, sellerShopKeys } from '@nukkad/api-client';
import { SELLER_POLL_MS } from '@nukkad/contracts';
import type { LiveEvent } from '@nukkad/contracts';
import { LiveIndicator } from '@nukkad/ui';
import type { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/** While the stream is down, the seller's data is read again at the spec's poll (the unread count keeps its own). */
export const LIVE_FALLBACK_POLL_MS = SELLER_POLL_MS;

const invalidate = (queryClient: QueryClient, queryKeys: readonly (readonly unknown[])[]) => {
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
};

/** Orders (lists, confirmation, details) and the dashboard's figures and sales. */
const ORDER_KEYS = [sellerOrderKeys.all, authKeys.seller, sellerShopKeys.allSales] as const;
/** The unread count (the new-order alert reacts to it growing) and the notifications list. */
const NOTIFICATION_KEYS = [sellerOrderKeys.unreadCount, sellerOrderKeys.notifications] as const;

/** What a seller's event changes: a new, cancelled or delivered order moves the orders and the figures; a notification the alert. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'order') invalidate(queryClient, ORDER_KEYS);
  else if (event.type === 'notification') invalidate(queryClient, NOTIFICATION_KEYS);
}

/** Everything an event could have changed, after events may have been missed. */
export function catchUp(queryClient: QueryClient): void {
  invalidate(queryClient, [...ORDER_KEYS, ...NOTIFICATION_KEYS]);
}

/** The seller's live event stream while signed in; mounted once, in the app layout. */
export const LiveUpdates = () => <session.LiveUpdates onEvent={applyLiveEvent} onCatchUp={catchUp} pollMs={LIVE_FALLBACK_POLL_MS} />;

/** The live indicator for a header bar; `showLive` false keeps a tight bar empty while all is well. */
export function LiveBadge({ showLive }: { showLive?: boolean }) {
  return <LiveIndicator status={session.useLiveStatus()} pollMs={LIVE_FALLBACK_POLL_MS} showLive={showLive} />;
}
