// Live updates over Server-Sent Events: the stream's address, timings, event types and the event's schema.
import { z } from 'zod';
import { ITEM_STATUSES } from './order-status';
import { idSchema, text } from './common';

export const LIVE_EVENTS_PATH = '/api/events';
export const LIVE_HEARTBEAT_MS = 25_000;

/** A reconnecting stream (Last-Event-ID) gets what it missed from at least this far back. */
export const LIVE_REPLAY_MINUTES = 10;
export const LIVE_MAX_STREAMS_PER_USER = 5;

/**
 * order: a change to an order the listener is concerned with (placed, an item's status, assigned, delivered,
 * cancelled, refunded); available: an order became available to partners or was taken; notification: a new
 * notification for the listener; session: the listener's session ended (logout, password change), so the stream closes;
 * cart: a product in the customer's cart went in or out of stock, or its shop opened or closed (kind: CART_EVENT_KINDS).
 */
export const LIVE_EVENT_TYPES = ['order', 'available', 'notification', 'session', 'cart'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** What changed for a 'cart' event: the shop of products in the cart opened or closed, or a product's stock. */
export const CART_EVENT_KINDS = ['shop_opened', 'shop_closed', 'in_stock', 'out_of_stock'] as const;
export type CartEventKind = (typeof CART_EVENT_KINDS)[number];

/** Live updates over Server-Sent Events (`GET /api/events`): each event names what changed, never more. */

export const liveEventSchema = z.object({
  /** The event's id; the browser sends the last one back as Last-Event-ID when it reconnects. */
  id: text(),
  type: z.enum(LIVE_EVENT_TYPES),
  orderId: idSchema.nullable(),
  notificationId: idSchema.nullable(),
  /** What happened: an order event kind ('placed', 'status', 'assigned', 'paid', 'refunded', 'reviewed'), a notification kind or a cart event kind (CART_EVENT_KINDS). */
  kind: text(),
  /** The status reached, for a status change. */
  status: z.enum(ITEM_STATUSES).nullable(),
  createdAt: text(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
