import type { Order } from '@nukkad/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';

/**
 * The orders gone to their shops, as a predicate on `orders`: every order for now, and an order for later once it is
 * released. Until then sellers and partners neither see nor hear of it.
 */
export const releasedToShops = (): SQL => sql`(${orders.scheduledFor} is null or ${orders.releasedAt} is not null)`;

/** Whether an order's row is held back from its shops (ordered for later, not yet released). */
export const heldForLater = (order: { scheduledFor: Date | null; releasedAt: Date | null }) => order.scheduledFor !== null && order.releasedAt === null;

/**
 * The released orders holding at least one item of this seller (that also meets `itemCondition`), as a predicate
 * on `orders`.
 */
export function holdsItemsOf(sellerId: string, itemCondition?: SQL): SQL {
  const extra = itemCondition ? sql` and ${itemCondition}` : sql``;
  return sql`(${releasedToShops()} and exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sellerId} = ${sellerId}${extra}))`;
}

/**
 * The orders an actor may see, as a predicate on `orders`, one case per role. A customer sees the orders they
 * placed; a seller the orders holding one of their items; a delivery partner the orders assigned to them; the roles
 * without a case yet see none.
 */
export function visibleOrders(actor: Actor): SQL {
  switch (actor.role) {
    case 'customer':
      return eq(orders.customerId, actor.id);
    case 'seller':
      return holdsItemsOf(actor.id);
    case 'delivery':
      return eq(orders.deliveryPartnerId, actor.id);
    default:
      return sql`false`;
  }
}

/**
 * An order as this actor may read it: a seller gets only their own lines and not the customer's phone
 * (the bill stays the order's); everyone else gets it whole.
 */
export function orderAsSeenBy(actor: Actor, order: Order): Order {
  if (actor.role !== 'seller') return order;
  const { phone: _phone, ...shippingAddress } = order.shippingAddress;
  return { ...order, items: order.items.filter((item) => item.seller._id === actor.id), shippingAddress };
}
