// Live updates over Server-Sent Events: the stream's address, timings and event types, as plain values without zod.

export const LIVE_EVENTS_PATH = '/api/events';
export const LIVE_HEARTBEAT_MS = 25_000;

/** A reconnecting stream (Last-Event-ID) gets what it missed from at least this far back. */
export const LIVE_REPLAY_MINUTES = 10;
export const LIVE_MAX_STREAMS_PER_USER = 5;

/**
 * order: a change to an order the listener is concerned with (placed, an item's status, assigned, delivered,
 * cancelled, refunded); available: an order became available to partners or was taken; notification: a new
 * notification for the listener; session: the listener's session ended (logout, password change), so the stream closes;
 * cart: a product in the customer's cart went in or out of stock, or its shop opened or closed (kind: CART_EVENT_KINDS);
 * position: a partner on duty moved or stopped sharing (kind: POSITION_EVENT_KINDS), to admins and to the customers
 * of the orders that partner has out for delivery (with the order's id).
 */
export const LIVE_EVENT_TYPES = ['order', 'available', 'notification', 'session', 'cart', 'position'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** What changed for a 'cart' event: the shop of products in the cart opened or closed, or a product's stock. */
export const CART_EVENT_KINDS = ['shop_opened', 'shop_closed', 'in_stock', 'out_of_stock'] as const;
export type CartEventKind = (typeof CART_EVENT_KINDS)[number];

/** What a 'position' event says: the partner sent a new position, or went off duty or signed out (no position now). */
export const POSITION_EVENT_KINDS = ['moved', 'cleared'] as const;
export type PositionEventKind = (typeof POSITION_EVENT_KINDS)[number];
