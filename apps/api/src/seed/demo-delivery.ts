import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../lib/actor';
import { acceptOrder } from '../modules/delivery/accept-order';
import { confirmPickup } from '../modules/delivery/pickup';
import type { Db } from '../db/client';
import { orderItems } from '../db/schema';

export type DemoDeliveryAccounts = { deliveryPartnerId: string };

/**
 * The demo partner's trip under way, through the partner's own services: they accepted `orderId` and picked up
 * its first item (by product name); the other items wait at their shops. Every order nobody accepted stays on the
 * partner's available list.
 */
export async function seedDemoTrip(db: Db, accounts: DemoDeliveryAccounts, orderId: string): Promise<{ pickedUp: string }> {
  const deliveryPartner: Actor = { id: accounts.deliveryPartnerId, role: 'delivery' };
  await acceptOrder(db, deliveryPartner, { orderId, deliveryPartnerId: deliveryPartner.id });
  const [first] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName)).limit(1);
  if (!first) throw new Error(`Demo order ${orderId} has no items to pick up`);
  await confirmPickup(db, deliveryPartner, { orderId, productId: first.productId });
  return { pickedUp: first.productName };
}
