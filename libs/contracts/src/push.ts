import { z } from 'zod';
import { envelope, text } from './common';
import type { ItemStatus } from './order-status';
import { NOTIFICATION_TEXTS } from './messages';

// Web Push: a browser's subscription (as PushSubscription.toJSON() gives it) and what the service worker is sent.

/** A push service's address: https, as every browser's push service is (http only for a local stand-in in tests). */
const endpointSchema = text({ message: 'Endpoint is required' })
  .max(2048, { message: 'Endpoint is too long' })
  .refine((value) => /^https?:\/\/[^\s/]+\//.test(value), { message: 'Endpoint must be an http(s) URL' });

/** A key in unpadded base64url, as PushSubscription.toJSON() writes it. */
const keySchema = (name: string, bytes: number) =>
  text({ message: `${name} is required` }).regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), {
    message: `${name} must be ${bytes} bytes in base64url`,
  });

/** `POST /api/push/subscribe`. */
export const pushSubscribeBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: keySchema('p256dh', 65),
    /** The authentication secret (16 bytes). */
    auth: keySchema('auth', 16),
  }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

/** `DELETE /api/push/subscribe`. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/** `GET /api/push/key`: the application server's VAPID public key (base64url), for PushManager.subscribe. */
export const pushKeyReplySchema = envelope({ publicKey: text() });
export type PushKeyReply = z.infer<typeof pushKeyReplySchema>;

/** What the service worker receives (JSON, encrypted end to end): the notification's text and where a tap leads. */
export const pushPayloadSchema = z.object({ title: text(), body: text(), url: text(), tag: text().optional() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const PUSH_SUBSCRIBED_MESSAGE = 'Notifications are on for this device.';
export const PUSH_UNSUBSCRIBED_MESSAGE = 'Notifications are off for this device.';

/** Texts of the pushes that have no in-app notification of their own. */
export const PUSH_TEXTS = {
  orderAvailable: (displayId: string) => `New order #${displayId} is waiting for a delivery partner.`,
  /** A customer's order reached a status (the order's, not one item's). */
  orderStatus: (displayId: string, status: ItemStatus): string => {
    switch (status) {
      case 'Preparing':
        return `Your order #${displayId} is being prepared.`;
      case 'Out For Delivery':
        return `Your order #${displayId} is on the way.`;
      case 'Delivered':
        return NOTIFICATION_TEXTS.deliveredToCustomer(displayId);
      case 'Cancelled':
        return NOTIFICATION_TEXTS.cancelledToCustomer(displayId, false);
      default:
        return `Your order #${displayId} is now ${status}.`;
    }
  },
} as const;
