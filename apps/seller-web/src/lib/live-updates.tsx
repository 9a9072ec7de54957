import { authKeys, sellerOrderKeys, sellerShopKeys } from '@nukkad/api-client';
import { SELLER_POLL_MS } from '@nukkad/contracts/light';
import { createLiveUpdates } from '@nukkad/ui';
import { session } from './session';

/** While the stream is down, the seller's data is read again at the spec's poll (the unread count keeps its own). */
export const LIVE_FALLBACK_POLL_MS = SELLER_POLL_MS;

/** Orders (lists, confirmation, details) and the dashboard's figures and sales. */
const ORDER_KEYS = [sellerOrderKeys.all, authKeys.seller, sellerShopKeys.allSales] as const;
/** The unread count (the new-order alert reacts to it growing) and the notifications list. */
const NOTIFICATION_KEYS = [sellerOrderKeys.unreadCount, sellerOrderKeys.notifications] as const;

/**
 * The seller's live event stream while signed in, mounted once in the app layout: a new, cancelled or delivered order
 * moves the orders and the figures; a notification the alert.
 */
export const { applyLiveEvent, catchUp, LiveUpdates, LiveBadge } = createLiveUpdates(session, {
  keysFor: (event) => (event.type === 'order' ? ORDER_KEYS : event.type === 'notification' ? NOTIFICATION_KEYS : []),
  catchUpKeys: [...ORDER_KEYS, ...NOTIFICATION_KEYS],
  pollMs: LIVE_FALLBACK_POLL_MS,
});
