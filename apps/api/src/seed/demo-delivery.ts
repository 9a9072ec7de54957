import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../lib/actor';
import { acceptOrder } from '../modules/delivery/accept-order';
import { shareLocation } from '../modules/delivery/location';
import { confirmPickup } from '../modules/delivery/pickup';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';

export type DemoDeliveryAccounts = { deliveryPartnerId: string };

/** How far along the way from the shops to the customer the demo rider is when the demo starts. */
const DEMO_RIDER_PROGRESS = 0.6;

/**
 * The demo partner's trip under way, through the partner's own services: they accepted `orderId` and picked up
 * its first item (by product name), so the order is out for delivery; the other items wait at their shops. The
 * partner, on duty, has shared a position most of the way from `shopOrigin` to the customer, so the customer's order
 * page shows the rider coming. Every order nobody accepted stays on the partner's available list.
 */
export async function seedDemoTrip(
  db: Db,
  accounts: DemoDeliveryAccounts,
  orderId: string,
  shopOrigin: { lat: number; lng: number },
): Promise<{ pickedUp: string }> {
  const deliveryPartner: Actor = { id: accounts.deliveryPartnerId, role: 'delivery' };
  await acceptOrder(db, deliveryPartner, { orderId, deliveryPartnerId: deliveryPartner.id });
  const [first] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName)).limit(1);
  if (!first) throw new Error(`Demo order ${orderId} has no items to pick up`);
  await confirmPickup(db, deliveryPartner, { orderId, productId: first.productId });
  const [order] = await db.select({ drop: orders.shippingAddress }).from(orders).where(eq(orders.id, orderId));
  const along = (from: number, to: number) => from + (to - from) * DEMO_RIDER_PROGRESS;
  await shareLocation(db, deliveryPartner, { lat: along(shopOrigin.lat, order!.drop.lat), long: along(shopOrigin.lng, order!.drop.long), accuracy: 15 });
  return { pickedUp: first.productName };
}
