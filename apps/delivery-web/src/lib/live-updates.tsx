import { authKeys, deliveryOrderKeys } from '@nukkad/api-client';
import type { LiveEvent } from '@nukkad/contracts';
import { LiveIndicator } from '@nukkad/ui';
import type { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/** While the stream is down, the partner's orders are read again this often (the available list's own interval). */
export const LIVE_FALLBACK_POLL_MS = 30_000;

const invalidate = (queryClient: QueryClient, queryKeys: readonly (readonly unknown[])[]) => {
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
};

/**
 * What a partner's event changes: an order becoming available or taken moves the available list; a change to an
 * assigned order (cancelled, reassigned, delivered) moves its page, the partner's lists, the available list and the
 * dashboard's stats.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'available') {
    invalidate(queryClient, [deliveryOrderKeys.available]);
  } else if (event.type === 'order') {
    invalidate(queryClient, [
      ...(event.orderId ? [deliveryOrderKeys.order(event.orderId)] : []),
      deliveryOrderKeys.lists,
      deliveryOrderKeys.available,
      authKeys.allDeliveryStats,
    ]);
  }
}

/** Everything an event could have changed, after events may have been missed. */
export function catchUp(queryClient: QueryClient): void {
  invalidate(queryClient, [deliveryOrderKeys.all, authKeys.allDeliveryStats]);
}

/** The partner's live event stream while signed in; mounted once, in the app layout. */
export const LiveUpdates = () => <session.LiveUpdates onEvent={applyLiveEvent} onCatchUp={catchUp} pollMs={LIVE_FALLBACK_POLL_MS} />;

/** The live indicator for a header bar; `showLive` false keeps a tight bar empty while all is well. */
export function LiveBadge({ showLive }: { showLive?: boolean }) {
  return <LiveIndicator status={session.useLiveStatus()} pollMs={LIVE_FALLBACK_POLL_MS} showLive={showLive} />;
}
