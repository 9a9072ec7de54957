import { IN_PROGRESS_STATUSES, PAGE_SIZES, type AvailableOrder } from '@nukkad/contracts';
import { and, asc, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { itemsByOrder, toAvailableOrder } from './delivery-order-view';
import { deliveryPartnerOnly } from './guards';
import { releasedToShops } from '../orders/order-access';

/** The screen lists the oldest waiting orders; more than this many at once is more than a partner can choose from. */
export const AVAILABLE_ORDERS_LIMIT = PAGE_SIZES.availableOrders;

/** Orders a partner may still accept: gone to their shops, no partner yet, and neither Delivered nor Cancelled. */
export function waitingForDeliveryPartner(): SQL {
  return and(isNull(orders.deliveryPartnerId), inArray(orders.deliveryStatus, IN_PROGRESS_STATUSES), releasedToShops())!;
}

/** GET /api/delivery/get-available-orders: the orders waiting for a partner, oldest first. */
export async function getAvailableOrders(db: Db, actor: Actor): Promise<AvailableOrder[]> {
  deliveryPartnerOnly(actor);
  const rows = await db.select().from(orders).where(waitingForDeliveryPartner()).orderBy(asc(orders.createdAt), asc(orders.id)).limit(AVAILABLE_ORDERS_LIMIT);
  const itemsOf = await itemsByOrder(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAvailableOrder(row, itemsOf.get(row.id) ?? []));
}
