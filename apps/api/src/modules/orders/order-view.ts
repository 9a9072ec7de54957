import type { Order } from '@nukkad/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPartners, orderItems, orders } from '../../db/schema';
import { toRupees } from '../../lib/money';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** One order in the spec's shape, from its row, its lines (snapshots) and its partner's name. */
export function toOrder(order: OrderRow, items: readonly ItemRow[], deliveryPartnerName: string | null): Order {
  return {
    _id: order.id,
    id: order.displayId,
    items: items.map((item) => ({
      _id: item.id,
      product: {
        _id: item.productId,
        name: item.productName,
        price: toRupees(item.unitPricePaise),
        image: item.image,
        shop: item.shopId,
        shopName: item.shopName,
      },
      seller: { _id: item.sellerId, username: item.sellerUsername },
      quantity: item.quantity,
      status: item.status,
    })),
    deliveryStatus: order.deliveryStatus,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    orderType: order.orderType,
    amount: toRupees(order.amountPaise),
    discount: toRupees(order.discountPaise),
    couponCode: order.coupon?.code ?? null,
    deliveryCharge: toRupees(order.deliveryChargePaise),
    taxes: toRupees(order.taxesPaise),
    convenienceFees: toRupees(order.convenienceFeesPaise),
    serviceCharge: toRupees(order.serviceChargePaise),
    tip: toRupees(order.tipPaise),
    totalAmount: toRupees(order.totalAmountPaise),
    shippingAddress: order.shippingAddress,
    createdAt: order.createdAt.toISOString(),
    hasReviewed: order.hasReviewed,
    review: order.review,
    deliveryRatings: order.deliveryRatings,
    appRatings: order.appRatings,
    overallRatings: order.overallRatings,
    deliveryBoy: order.deliveryPartnerId && deliveryPartnerName !== null ? { _id: order.deliveryPartnerId, name: deliveryPartnerName } : null,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    releasedAt: order.releasedAt?.toISOString() ?? null,
  };
}

/**
 * The orders of these rows in the spec's shape, in the rows' order: their lines in one query and their
 * partners' names in another. The caller has already applied the owner's predicate to the rows.
 */
export async function orderViews(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const deliveryPartnerIds = [...new Set(rows.map((r) => r.deliveryPartnerId).filter((id): id is string => id !== null))];
  const deliveryPartnerList = deliveryPartnerIds.length
    ? await db.select({ id: deliveryPartners.id, name: deliveryPartners.name }).from(deliveryPartners).where(inArray(deliveryPartners.id, deliveryPartnerIds))
    : [];
  const nameOf = new Map(deliveryPartnerList.map((p) => [p.id, p.name]));
  const itemsOf = new Map<string, ItemRow[]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  return rows.map((row) => toOrder(row, itemsOf.get(row.id) ?? [], row.deliveryPartnerId ? (nameOf.get(row.deliveryPartnerId) ?? null) : null));
}

/** One order by id in the spec's shape, or null; the caller checks who may see it. */
export async function orderViewById(db: Db, orderId: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const [view] = await orderViews(db, [row]);
  return view ?? null;
}
