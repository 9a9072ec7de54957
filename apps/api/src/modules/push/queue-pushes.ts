import { PUSH_TEXTS, type ItemStatus, type Role } from '@nukkad/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPartners, liveEvents, notifications, orderEvents, orders, pushCursor, pushDeliveries, pushSubscriptions } from '../../db/schema';
import { orderUrl } from '../notifications/notify';
import { takeTurn } from '../../lib/take-turn';

/** Advisory lock ('push' in hex, 0): one process at a time reads the published live events into push deliveries. */
const QUEUE_LOCK = [0x70757368, 0] as const;
/** Published live events read per run; a run that reads this many is followed at once by another. */
export const QUEUE_BATCH = 500;

export type Urgency = 'normal' | 'high';

/** A published live event, with what a push of it needs: its order's number, its notification's text and link. */
export type PublishedEvent = {
  id: number;
  type: string;
  kind: string;
  status: ItemStatus | null;
  recipientRole: Role;
  recipientId: string | null;
  orderId: string | null;
  orderItemId: string | null;
  displayId: string | null;
  notificationKind: string | null;
  message: string | null;
  url: string | null;
  /** The order's partner took it themselves in this event's transaction (not an admin's assignment). */
  selfAssigned: boolean;
};

/** One push to queue: to an account (`accountId`), or to every partner on duty (`accountId` null, role 'delivery'). */
export type QueuedPush = { eventId: number; role: Role; accountId: string | null; message: string; url: string; urgency: Urgency };

/** The dashboard, where a partner on duty sees the orders waiting for one. */
const AVAILABLE_ORDERS_URL = '/delivery';

/**
 * What each published event is pushed as, if at all: a seller's new order and a partner's assignment by an admin,
 * with the in-app notification's own text and link; a new order waiting for a partner (placed, or an order for later
 * released to its shops), to every partner on duty;
 * and each step of a customer's order (the order's status, not one item's).
 */
export function pushesOf(events: readonly PublishedEvent[]): QueuedPush[] {
  const pushes: QueuedPush[] = [];
  for (const e of events) {
    if (e.type === 'notification' && e.message !== null && e.url !== null && e.recipientId !== null) {
      const wanted =
        (e.recipientRole === 'seller' && e.notificationKind === 'new_order') ||
        (e.recipientRole === 'delivery' && e.notificationKind === 'order_assigned' && !e.selfAssigned);
      if (wanted) pushes.push({ eventId: e.id, role: e.recipientRole, accountId: e.recipientId, message: e.message, url: e.url, urgency: 'high' });
    } else if (e.type === 'available' && (e.kind === 'placed' || e.kind === 'released') && e.recipientRole === 'delivery' && e.displayId !== null) {
      pushes.push({ eventId: e.id, role: 'delivery', accountId: null, message: PUSH_TEXTS.orderAvailable(e.displayId), url: AVAILABLE_ORDERS_URL, urgency: 'high' });
    } else if (
      e.type === 'order' &&
      e.kind === 'status' &&
      e.recipientRole === 'customer' &&
      e.recipientId !== null &&
      e.orderItemId === null &&
      e.status !== null &&
      e.orderId !== null &&
      e.displayId !== null
    ) {
      pushes.push({
        eventId: e.id,
        role: 'customer',
        accountId: e.recipientId,
        message: PUSH_TEXTS.orderStatus(e.displayId, e.status),
        url: orderUrl.customer(e.orderId),
        urgency: 'normal',
      });
    }
  }
  return pushes;
}

/**
 * Reads the live events published since the last run, oldest first, and queues one delivery per push and
 * subscription, on one process at a time (whoever takes the lock; the others skip this round). Published ids only
 * ever grow as rows become visible (migration 0024), so the cursor misses none; a delivery's key (event,
 * subscription) makes a second queueing of the same event a no-op. Resolves to the events read, or null when
 * another process was queueing.
 */
export async function queuePushes(db: Db, batch = QUEUE_BATCH): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Both drivers (node-postgres, PGlite) give the returned rows as `rows`.
    if (!(await takeTurn(tx, QUEUE_LOCK))) return null;
    const [cursor] = await tx.select({ lastEventId: pushCursor.lastEventId }).from(pushCursor);
    const after = cursor?.lastEventId ?? 0;
    const { rows } = (await tx.execute(sql`
      select l.id::float8 as "id", l.type, l.kind, l.status, l.recipient_role as "recipientRole", l.recipient_id as "recipientId",
        l.order_id as "orderId", l.order_item_id as "orderItemId", o.display_id as "displayId",
        n.kind as "notificationKind", n.message, n.url,
        (n.kind = 'order_assigned' and exists (
          select 1 from ${orderEvents} oe
          where oe.order_id = n.order_id and oe.kind = 'assigned' and oe.actor_role = 'delivery' and oe.actor_id = n.recipient_id
            and oe.created_at = n.created_at
        )) is true as "selfAssigned"
      from ${liveEvents} l
      left join ${orders} o on o.id = l.order_id
      left join ${notifications} n on n.id = l.notification_id
      where l.id > ${after}
      order by l.id
      limit ${batch}`)) as { rows: PublishedEvent[] };
    if (rows.length === 0) return 0;
    const pushes = pushesOf(rows);
    if (pushes.length > 0) {
      const values = sql.join(
        pushes.map((p) => sql`(${p.eventId}::bigint, ${p.role}::role, ${p.accountId}::uuid, ${p.message}::text, ${p.url}::text, ${p.urgency}::text)`),
        sql`, `,
      );
      // An account's own pushes go to its devices; a broadcast to partners, to the devices of those on duty now.
      await tx.execute(sql`
        insert into ${pushDeliveries} (event_id, subscription_id, message, url, urgency)
        select p.event_id, s.id, p.message, p.url, p.urgency
        from (values ${values}) as p(event_id, role, account_id, message, url, urgency)
        join ${pushSubscriptions} s on s.account_role = p.role
          and (s.account_id = p.account_id
            or (p.account_id is null and exists (select 1 from ${deliveryPartners} dp where dp.id = s.account_id and dp.is_available)))
        order by p.event_id, s.id
        on conflict do nothing`);
    }
    await tx.update(pushCursor).set({ lastEventId: rows.at(-1)!.id });
    return rows.length;
  });
}
