// The schema of a live event; the stream's address, timings and event types are in live-stream.ts.
import { z } from 'zod';
import { LIVE_EVENT_TYPES } from './live-stream';
import { ITEM_STATUSES } from './order-status';
import { idSchema, text } from './common';

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
