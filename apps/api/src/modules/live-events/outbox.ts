import type { CartEventKind, ItemStatus, PositionEventKind } from '@nukkad/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, liveEvents, products } from '../../db/schema';
import type { Actor } from '../../lib/actor';

// Writers of the live-events outbox, always in the transaction of the change they announce (see migration
// 0013_live_events_notify for how a row is published at commit).

/** The channel every API process LISTENs on; the payload is a published row's id. */
export const LIVE_EVENTS_CHANNEL = 'nukkad_live_events';

export type AnnouncedOrderEvent = {
  orderId: string;
  /** The item that moved; absent for a step of the whole order. */
  orderItemId?: string;
  kind: string;
  toStatus?: ItemStatus;
};

/**
 * Live events one statement writes, beside the change they announce: `ctes` (`name as (…)`, data-modifying
 * statements of the caller's) and `rows`, a select of the outbox's columns (type, order_id, order_item_id,
 * notification_id, kind, status, recipient_role, recipient_id) plus `nth`, their order within the part.
 */
export type Announcement = { ctes: SQL[]; rows: SQL };

/**
 * Writes the parts' live events in one statement (one round trip), part after part, each in its own order: staging
 * ids follow that order, and so does every stream.
 */
export async function announce(tx: Db, parts: readonly Announcement[]): Promise<void> {
  if (parts.length === 0) return;
  const ctes = parts.flatMap((p) => p.ctes);
  const rows = sql.join(
    parts.map((p, i) => sql`select ${i}::integer as part, r.* from (${p.rows}) as r`),
    sql` union all `,
  );
  await tx.execute(sql`
    ${ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)}` : sql``}
    insert into ${liveEvents} (type, order_id, order_item_id, notification_id, kind, status, recipient_role, recipient_id)
    select type, order_id, order_item_id, notification_id, kind, status, recipient_role, recipient_id
    from (${rows}) as parts
    order by part, nth`);
}

/**
 * One 'order' row for each person an order event concerns (its customer, partner, admins and sellers) and, when the
 * orders waiting for a partner changed, an 'available' one to partners: who, decided by the database function
 * nukkad_order_event_audience (migration 0038, planned once per connection). `alongside`, a data-modifying statement
 * of the caller's, runs in the same statement.
 */
export function orderEventsAnnouncement(events: readonly AnnouncedOrderEvent[], alongside?: SQLWrapper): Announcement {
  const listed = events.map((e, position) => ({
    position,
    order_id: e.orderId,
    order_item_id: e.orderItemId ?? null,
    kind: e.kind,
    status: e.toStatus ?? null,
  }));
  return {
    ctes: alongside ? [sql`order_events_logged as ${alongside}`] : [],
    rows: sql`
      select type, order_id, order_item_id, null::uuid as notification_id, kind, status, recipient_role, recipient_id, nth
      from nukkad_order_event_audience(${JSON.stringify(listed)}::jsonb)`,
  };
}

/** Whose carts a change concerns: every product of a shop (it opened or closed), or one product (its stock). */
export type CartChangeScope = { shopId: string } | { productId: string };

/**
 * A 'cart' row to each customer whose food or grocery cart holds a product in scope, read in the caller's
 * transaction (after its change), so the carts it finds are those as the change commits.
 */
export async function announceCartChanges(tx: Db, scope: CartChangeScope, kind: CartEventKind): Promise<void> {
  const inScope = 'shopId' in scope ? sql`${products.shopId} = ${scope.shopId}` : sql`${cartItems.productId} = ${scope.productId}`;
  await tx.execute(sql`
    insert into ${liveEvents} (type, kind, recipient_role, recipient_id)
    select 'cart', ${kind}::text, 'customer'::role, holders.customer_id
    from (
      select distinct ${cartItems.customerId} as customer_id
      from ${cartItems}
      join ${products} on ${products.id} = ${cartItems.productId}
      where ${inScope}
    ) as holders
    order by holders.customer_id`);
}

/** A 'session' row to the account: its streams close, as its tokens were just revoked. */
export async function announceSessionEnd(tx: Db, actor: Actor): Promise<void> {
  await tx.insert(liveEvents).values({ type: 'session', kind: 'session_ended', recipientRole: actor.role, recipientId: actor.id });
}

/**
 * A 'position' row for each person a partner's position concerns: all admins (their map of partners on duty), and
 * the customer of each of the partner's orders with an item out for delivery (with the order's id), once `change`, a
 * data-modifying statement of the caller's returning `delivery_partner_id` (the position saved or deleted), names the
 * partner; nothing when it names nobody. One statement. Resolves to whether `change` named the partner.
 */
export async function announcePositionChange(tx: Db, kind: PositionEventKind, change: SQLWrapper): Promise<boolean> {
  const { rows } = (await tx.execute(sql`
    with change as (${change})
    insert into ${liveEvents} (type, order_id, kind, recipient_role, recipient_id)
    select 'position', audience.order_id, ${kind}::text, audience.role, audience.id
    from change
    cross join lateral (
      select 1 as rank, null::uuid as order_id, 'admin'::role as role, null::uuid as id
      union all
      select 2, o.id, 'customer'::role, o.customer_id
      from orders o
      where o.delivery_partner_id = change.delivery_partner_id
        and exists (select 1 from order_items oi where oi.order_id = o.id and oi.status = 'Out For Delivery')
    ) as audience
    order by audience.rank, audience.order_id
    returning recipient_role`)) as { rows: unknown[] };
  return rows.length > 0;
}
