import { PAGE_SIZES, type Notification, NOTIFICATION_READ_MESSAGE, NOTIFICATION_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import { and, count, desc, eq, isNotNull, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/domain-error';

/** The most a list returns; older notifications are not shown. */
export const NOTIFICATIONS_LIMIT = PAGE_SIZES.notifications;

/** Notifications addressed to the actor, whatever their role. */
const addressedTo = (actor: Actor) => and(eq(notifications.recipientRole, actor.role), eq(notifications.recipientId, actor.id));

/** The actor's notifications, newest first. */
export async function getNotifications(db: Db, actor: Actor): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(addressedTo(actor))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
  return rows.map((n) => ({
    _id: n.id,
    message: n.message,
    createdAt: n.createdAt.toISOString(),
    read: n.read,
    url: n.url,
    order: n.orderId,
  }));
}

/**
 * The count of the actor's unread notifications about an order (the seller's new-order chime: a shop opening or
 * closing by its hours is not one); `not read` is the predicate of notifications_unread_idx, which answers it.
 */
export function unreadCountQuery(db: Db, actor: Actor) {
  return db
    .select({ count: count() })
    .from(notifications)
    .where(and(addressedTo(actor), not(notifications.read), isNotNull(notifications.orderId)));
}

/** How many of the actor's notifications about an order are unread (all of them, not only the newest 100 the list shows). */
export async function countUnread(db: Db, actor: Actor): Promise<{ count: number }> {
  const [row] = await unreadCountQuery(db, actor);
  return { count: row?.count ?? 0 };
}

/** Marks one of the actor's notifications read; reading it again changes nothing. Another's, or none: 404. */
export async function readNotification(db: Db, actor: Actor, input: { notificationId: string }): Promise<{ message: string }> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, input.notificationId), addressedTo(actor)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('NOTIFICATION_NOT_FOUND', NOTIFICATION_NOT_FOUND_MESSAGE);
  return { message: NOTIFICATION_READ_MESSAGE };
}
