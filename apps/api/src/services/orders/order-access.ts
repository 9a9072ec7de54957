import { eq, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';

/**
 * The orders an actor may see, as a predicate on `orders`, one case per role. A customer sees the orders they
 * placed; the roles without a case yet see none.
 */
export function visibleOrders(actor: Actor): SQL {
  switch (actor.role) {
    case 'customer':
      return eq(orders.customerId, actor.id);
    default:
      return sql`false`;
  }
}
