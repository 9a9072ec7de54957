import { z } from 'zod';
import { envelope, idSchema, text } from './common';

export const notificationSchema = z.object({
  _id: idSchema,
  message: text(),
  createdAt: text(),
  read: z.boolean(),
  /** Where "Track Order" (or View) leads, inside the app of the one who reads it. */
  url: text(),
  order: idSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsReplySchema = envelope({ notifications: z.array(notificationSchema) });
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

export const readNotificationBodySchema = z.object({ notificationId: idSchema });

/** `GET /api/notification/unread-order-notifications`. */
export const unreadCountReplySchema = envelope({ count: z.number().int().min(0) });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;
export const notificationIdParamsSchema = z.object({ id: idSchema });
