import { cartKeys, notificationKeys, orderKeys } from '@nukkad/api-client';
import type { LiveEvent } from '@nukkad/contracts';
import { LiveIndicator } from '@nukkad/ui';
import type { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/** While the stream is down, the customer's orders, notifications and carts are read again this often. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/**
 * What a customer's event changes: the order's page and the orders list, the notifications, or the carts (a shop in
 * them opened or closed, a product's stock changed: each line's availability, and so Checkout, comes from the server).
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'order') {
    if (event.orderId) void queryClient.invalidateQueries({ queryKey: orderKeys.details(event.orderId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  } else if (event.type === 'notification') {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  } else if (event.type === 'cart') {
    void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
  }
}

/** Everything an event could have changed, after events may have been missed. */
export function catchUp(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
}

/** The customer's live event stream while signed in; mounted once, in the app layout. */
export const LiveUpdates = () => <session.LiveUpdates onEvent={applyLiveEvent} onCatchUp={catchUp} pollMs={LIVE_FALLBACK_POLL_MS} />;

/** The live indicator for a header bar; `showLive` false keeps a tight bar empty while all is well. */
export function LiveBadge({ showLive }: { showLive?: boolean }) {
  return <LiveIndicator status={session.useLiveStatus()} pollMs={LIVE_FALLBACK_POLL_MS} showLive={showLive} />;
}
