import { cartKeys, customerQueryKeys, locationKeys, notificationKeys, orderKeys } from '@nukkad/api-client';
import { createLiveUpdates } from '@nukkad/ui';
import { session } from './session';

/** While the stream is down, the customer's orders, notifications and carts are read again this often. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/**
 * The customer's live event stream while signed in, mounted once in the app layout. An event changes the order's page
 * and the orders list, the notifications, or the carts (a shop in them opened or closed, a product's stock changed:
 * each line's availability, and so Checkout, comes from the server), or where the rider of an order out for delivery is.
 */
export const { applyLiveEvent, catchUp, LiveUpdates, LiveBadge } = createLiveUpdates(session, {
  keysFor: (event) => {
    if (event.type === 'order') return [...(event.orderId ? [orderKeys.details(event.orderId), locationKeys.order(event.orderId)] : []), orderKeys.lists];
    // A reply to a query, or its resolution, shows on the order page's thread.
    if (event.type === 'notification') return [notificationKeys.list, ...(event.orderId && event.kind.startsWith('query_') ? [customerQueryKeys.order(event.orderId)] : [])];
    // The rider of an order out for delivery moved (or stopped sharing): the order's map reads where they are now.
    if (event.type === 'position') return event.orderId ? [locationKeys.order(event.orderId)] : [];
    return event.type === 'cart' ? [cartKeys.cart] : [];
  },
  catchUpKeys: [orderKeys.all, notificationKeys.list, cartKeys.cart, locationKeys.all, customerQueryKeys.all],
  pollMs: LIVE_FALLBACK_POLL_MS,
});
