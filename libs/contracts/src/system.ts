import { z } from 'zod';
import { text } from './common';

export const healthReplySchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.literal('up'),
});

export const devOutboxQuerySchema = z.object({
  phone: text().trim().optional(),
});

export const devOutboxReplySchema = z.object({
  messages: z.array(
    z.object({ phone: text(), code: text(), text: text({ multiline: true }), createdAt: text() }),
  ),
});
export type DevOutboxReply = z.infer<typeof devOutboxReplySchema>;

/** What the apps need to know of the server's settings: the delivery origin, the area, the map tiles, the payment provider. */
export const appConfigReplySchema = z.object({
  success: z.literal(true),
  shopOrigin: z.object({ lat: z.number(), lng: z.number() }),
  maxDeliveryKm: z.number(),
  /** The largest tip for the rider, whole rupees. */
  tipMax: z.number().int(),
  mapTiles: z.object({ url: text(), darkUrl: text(), attribution: text() }),
  paymentProvider: z.enum(['razorpay', 'test']),
});
export type AppConfigReply = z.infer<typeof appConfigReplySchema>;
