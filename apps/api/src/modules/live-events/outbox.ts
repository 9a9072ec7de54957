import type { CartEventKind, ItemStatus, PositionEventKind } from '@nukkad/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';
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
 * One 'order' row for each person an order event concerns: its customer, its partner (as assigned once the change
 * is made), all admins, and the sellers with items in it (for an item's event, that item's seller only). An order
 * placed or assigned, or an item of it moved (confirmed, cancelled) before any partner took it, also tells every
 * partner that the orders available to them changed ('available', to the role: the streams pass it on only to
 * partners on duty), once per order for all the items moved by one call. An order for later tells sellers and
 * partners nothing until it is released (its 'released' event, like 'placed', tells partners on duty). `alongside`,
 * a data-modifying statement of the caller's, runs in the same statement.
 */
export async function announceOrderEvents(tx: Db, events: readonly AnnouncedOrderEvent[], alongside?: SQLWrapper): Promise<void> {
  if (events.length === 0) return;
  const rows = sql.join(
    events.map(
      (e, i) => sql`(${i}::integer, ${e.orderId}::uuid, ${e.orderItemId ?? null}::uuid, ${e.kind}::text, ${e.toStatus ?? null}::item_status)`,
    ),
    sql`, `,
  );
  // A write made alongside (the order event log) goes in the same statement: one round trip.
  await tx.execute(sql`
    ${alongside ? sql`with alongside as ${alongside}` : sql``}
    insert into ${liveEvents} (type, order_id, order_item_id, kind, status, recipient_role, recipient_id)
    select audience.type, o.id, e.order_item_id, e.kind, e.status, audience.role, audience.id
    from (
      select v.*, row_number() over (partition by v.order_id, v.order_item_id is null order by v.position) as nth
      from (values ${rows}) as v(position, order_id, order_item_id, kind, status)
    ) as e
    -- An order for later not yet released is its customer's and the admins' alone (held).
    join (select *, scheduled_for is not null and released_at is null as held from orders) o on o.id = e.order_id
    cross join lateral (
      select 1 as rank, 'order' as type, 'customer'::role as role, o.customer_id as id
      union all
      select 2, 'order', 'delivery'::role, o.delivery_partner_id where o.delivery_partner_id is not null
      union all
      select 3, 'order', 'admin'::role, null::uuid
      union all
      (select distinct 4, 'order', 'seller'::role, oi.seller_id
       from order_items oi
       where oi.order_id = o.id and (e.order_item_id is null or oi.id = e.order_item_id) and not o.held)
      union all
      select 5, 'available', 'delivery'::role, null::uuid
      where not o.held and (e.kind in ('placed', 'assigned', 'released')
        or (e.order_item_id is not null and e.nth = 1 and o.delivery_partner_id is null))
    ) as audience
    order by e.position, audience.rank, audience.id`);
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
