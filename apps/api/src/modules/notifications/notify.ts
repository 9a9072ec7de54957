import type { Role } from '@nukkad/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents, notifications } from '../../db/schema';

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
 * Writes notifications in the caller's transaction, so they exist exactly when the change they announce does; each
 * recipient's live event ('notification') is written by the same statement, in the order of the list.
 */
export async function notify(tx: Db, list: readonly NewNotification[]): Promise<void> {
  if (list.length === 0) return;
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
  // A query builder in sql`` comes in parentheses: `with written as (insert … returning …)`.
  await tx.execute(sql`
    with written as ${written}
    insert into ${liveEvents} (type, notification_id, order_id, kind, recipient_role, recipient_id)
    select 'notification', id, order_id, kind, recipient_role, recipient_id from written`);
}

/** Where each app shows an order (the notification's url). */
export const orderUrl = {
  customer: (orderId: string) => `/order/${orderId}`,
  seller: (orderId: string) => `/seller-confirm?orderId=${orderId}`,
  sellerDetails: (orderId: string) => `/getOrderDetails/${orderId}`,
  delivery: (orderId: string) => `/delivery/order/${orderId}`,
  admin: (displayId: string) => `/viewOrder/${displayId}`,
} as const;
