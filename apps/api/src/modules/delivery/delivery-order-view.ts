import type { AvailableOrder, DeliveryItem, DeliveryOrder } from '@nukkad/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, type orders } from '../../db/schema';
import { toRupees } from '../../lib/money';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
/** The customer who placed the order, as the partner reaches them. */
export type OrderCustomer = { name: string; phone: string };

/** An order line as the partner sees it: what to pick up, from which shop and seller, and how far it has got. */
export function toDeliveryItem(item: ItemRow): DeliveryItem {
  return {
    _id: item.id,
    product: { _id: item.productId, name: item.productName, price: toRupees(item.unitPricePaise), image: item.image },
    shop: { _id: item.shopId, name: item.shopName },
    seller: { _id: item.sellerId, username: item.sellerUsername },
    quantity: item.quantity,
    status: item.status,
  };
}

/** Each distinct value once, alphabetically: lines placed together have no order of their own. */
const distinct = (values: readonly string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * An order no partner has taken yet: enough to choose it, without the customer's phone. Its shops and sellers are
 * those with an item still to pick up: a shop whose every item was cancelled is no stop on the way.
 */
export function toAvailableOrder(order: OrderRow, items: readonly ItemRow[]): AvailableOrder {
  const { phone: _phone, ...shippingAddress } = order.shippingAddress;
  const toPickUp = items.filter((item) => item.status !== 'Cancelled');
  return {
    _id: order.id,
    id: order.displayId,
    createdAt: order.createdAt.toISOString(),
    shopNames: distinct(toPickUp.map((item) => item.shopName)),
    sellerUsernames: distinct(toPickUp.map((item) => item.sellerUsername)),
    deliveryCharge: toRupees(order.deliveryChargePaise),
    convenienceFees: toRupees(order.convenienceFeesPaise),
    tip: toRupees(order.tipPaise),
    totalAmount: toRupees(order.totalAmountPaise),
    paymentMethod: order.paymentMethod,
    shippingAddress,
    items: items.map(toDeliveryItem),
    distanceKm: Math.round(order.distanceKm * 10) / 10,
  };
}

/** One of the partner's orders: the customer to call, the drop point, every line with its shop, and the cash to collect. */
export function toDeliveryOrder(order: OrderRow, items: readonly ItemRow[], customer: OrderCustomer): DeliveryOrder {
  return {
    _id: order.id,
    id: order.displayId,
    createdAt: order.createdAt.toISOString(),
    deliveryStatus: order.deliveryStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    amount: toRupees(order.amountPaise),
    discount: toRupees(order.discountPaise),
    couponCode: order.coupon?.code ?? null,
    deliveryCharge: toRupees(order.deliveryChargePaise),
    convenienceFees: toRupees(order.convenienceFeesPaise),
    tip: toRupees(order.tipPaise),
    totalAmount: toRupees(order.totalAmountPaise),
    cashToCollect: order.paymentMethod === 'COD' ? toRupees(order.totalAmountPaise) : 0,
    customer,
    shippingAddress: order.shippingAddress,
    items: items.map(toDeliveryItem),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}

/** The lines of these orders in one query, grouped by order, each order's in the order they were placed. */
export async function itemsByOrder(db: Db, orderIds: readonly string[]): Promise<Map<string, ItemRow[]>> {
  const itemsOf = new Map<string, ItemRow[]>();
  if (orderIds.length === 0) return itemsOf;
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  return itemsOf;
}

/** The partner's view of these orders (each with its customer), in the rows' order; the caller has applied the owner's predicate. */
export async function deliveryOrderViews(db: Db, rows: readonly { order: OrderRow; customer: OrderCustomer }[]): Promise<DeliveryOrder[]> {
  const itemsOf = await itemsByOrder(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((r) => toDeliveryOrder(r.order, itemsOf.get(r.order.id) ?? [], r.customer));
}
