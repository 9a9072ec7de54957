import { authKeys, deliveryOrderKeys } from '@nukkad/api-client';
import { createLiveUpdates } from '@nukkad/ui';
import { session } from './session';

/** While the stream is down, the partner's orders are read again this often (the available list's own interval). */
export const LIVE_FALLBACK_POLL_MS = 30_000;

/**
 * The partner's live event stream while signed in, mounted once in the app layout. An order becoming available or
 * taken moves the available list; a change to an assigned order (cancelled, reassigned, delivered) moves its page, the
 * partner's lists, the available list and the dashboard's stats.
 */
export const { applyLiveEvent, catchUp, LiveUpdates, LiveBadge } = createLiveUpdates(session, {
  keysFor: (event) => {
    if (event.type === 'available') return [deliveryOrderKeys.available];
    if (event.type !== 'order') return [];
    const orderPage = event.orderId ? [deliveryOrderKeys.order(event.orderId)] : [];
    return [...orderPage, deliveryOrderKeys.lists, deliveryOrderKeys.available, authKeys.allDeliveryStats];
  },
  catchUpKeys: [deliveryOrderKeys.all, authKeys.allDeliveryStats],
  pollMs: LIVE_FALLBACK_POLL_MS,
});
