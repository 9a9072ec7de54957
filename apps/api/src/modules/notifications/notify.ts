import type { Role } from '@nukkad/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { announce, type Announcement } from '../live-events/outbox';

export type NewNotification = {
  recipientRole: Role;
  recipientId: string;
  message: string;
  /** A path inside the recipient's own app (e.g. `/order/{id}` for a customer). */
  url: string;
  orderId?: string;
  /** What happened, for filtering and live updates later: 'order_placed', 'new_order', … */
  kind: string;
};

/**
 * Notifications written by the statement that announces them: each recipient's live event ('notification'), in
 * the order of the list.
 */
export function notificationsAnnouncement(tx: Db, list: readonly NewNotification[]): Announcement {
  const written = tx
    .insert(notifications)
    .values(
      list.map((n) => ({
        recipientRole: n.recipientRole,
        recipientId: n.recipientId,
        message: n.message,
        url: n.url,
        orderId: n.orderId ?? null,
        kind: n.kind,
      })),
    )
    .returning({
      id: notifications.id,
      recipientRole: notifications.recipientRole,
      recipientId: notifications.recipientId,
      orderId: notifications.orderId,
      kind: notifications.kind,
    });
  // A query builder in sql`` comes in parentheses: `notifications_written as (insert … returning …)`.
  return {
    ctes: [sql`notifications_written as ${written}`],
    rows: sql`
      select 'notification' as type, order_id, null::uuid as order_item_id, id as notification_id, kind,
        null::item_status as status, recipient_role, recipient_id, row_number() over () as nth
      from notifications_written`,
  };
}

/**
 * Writes notifications in the caller's transaction, so they exist exactly when the change they announce does; each
 * recipient's live event ('notification') is written by the same statement, in the order of the list.
 */
export async function notify(tx: Db, list: readonly NewNotification[]): Promise<void> {
  if (list.length === 0) return;
  await announce(tx, [notificationsAnnouncement(tx, list)]);
}

/** Where each app shows an order (the notification's url). */
export const orderUrl = {
  customer: (orderId: string) => `/order/${orderId}`,
  seller: (orderId: string) => `/seller-confirm?orderId=${orderId}`,
  sellerDetails: (orderId: string) => `/getOrderDetails/${orderId}`,
  delivery: (orderId: string) => `/delivery/order/${orderId}`,
  admin: (displayId: string) => `/viewOrder/${displayId}`,
} as const;
