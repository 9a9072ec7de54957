import {
  CONFIRMED_IN_PROGRESS_STATUSES,
  SELLER_ORDERS_PAGE_SIZE,
  type SellerOrderFilter,
  type SellerOrderProduct,
  type SellerOrderReply,
  type SellerOrderSummary,
} from '@nukkad/contracts';
import { linesTotalPaise } from '@nukkad/pricing';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { toRupees } from '../../lib/money';
import { orderNotFound } from './errors';
import { sellerOnly } from './guards';
import { releasedToShops } from './order-access';

type ItemRow = typeof orderItems.$inferSelect;


/**
 * The ids of the seller's orders a filter keeps (judged by the seller's own items), found from the seller's items:
 * a seller has a sliver of a city's orders, so walking every order newest first to find theirs would read them all.
 */
function sellerOrderIds(db: Db, sellerId: string, filter: SellerOrderFilter) {
  const mine = and(eq(orderItems.sellerId, sellerId), releasedToShops());
  const statusOf: Record<Exclude<SellerOrderFilter, 'all' | 'cancelled'>, SQL> = {
    pending: eq(orderItems.status, 'Processing'),
    preparing: inArray(orderItems.status, CONFIRMED_IN_PROGRESS_STATUSES),
    delivered: eq(orderItems.status, 'Delivered'),
  };
  const query = db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(filter === 'all' || filter === 'cancelled' ? mine : and(mine, statusOf[filter]))
    .groupBy(orderItems.orderId);
  // Every one of the seller's items cancelled: their part of the order is off.
  return (filter === 'cancelled' ? query.having(sql`bool_and(${orderItems.status} = 'Cancelled')`) : query).as('mine');
}

const toProduct = (item: ItemRow): SellerOrderProduct => ({
  _id: item.productId,
  productName: item.productName,
  image: item.image,
  price: toRupees(item.unitPricePaise),
  quantity: item.quantity,
  status: item.status,
});

/** The seller's own total: their items that are not cancelled, in paise. */
const sellerTotalPaise = (items: readonly ItemRow[]) =>
  linesTotalPaise(items.filter((item) => item.status !== 'Cancelled'));

/** GET /api/order/getorder/{orderId}: the order with only the caller's items; 404 when none of them is in it. */
export async function getSellerOrder(db: Db, actor: Actor, input: { orderId: string }): Promise<Omit<SellerOrderReply, 'success' | 'message'>> {
  const sellerId = sellerOnly(actor);
  const rows = await db
    .select({ order: orders, item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, input.orderId), eq(orderItems.sellerId, sellerId), releasedToShops()))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const order = rows[0]?.order;
  if (!order) throw orderNotFound();
  return {
    orderId: order.id,
    id: order.displayId,
    createdAt: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    products: rows.map((r) => toProduct(r.item)),
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
  };
}

/**
 * GET /api/order/seller-orders: the orders holding the caller's items, newest first, a page of
 * SELLER_ORDERS_PAGE_SIZE at a time (counted and paged in SQL), each with only the caller's items.
 */
export async function getSellerOrders(
  db: Db,
  actor: Actor,
  input: { page: number; status: SellerOrderFilter },
): Promise<{ orders: SellerOrderSummary[]; currentPage: number; totalPages: number; totalOrders: number }> {
  const sellerId = sellerOnly(actor);
  const mine = sellerOrderIds(db, sellerId, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders })
      .from(orders)
      .innerJoin(mine, eq(mine.orderId, orders.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(SELLER_ORDERS_PAGE_SIZE)
      .offset((input.page - 1) * SELLER_ORDERS_PAGE_SIZE)
      .then((found) => found.map((r) => r.order)),
    db.select({ n: count() }).from(mine),
  ]);
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          and(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
            eq(orderItems.sellerId, sellerId),
          ),
        )
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
    : [];
  const itemsOf = new Map<string, ItemRow[]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  const totalOrders = total?.n ?? 0;
  return {
    orders: rows.map((order) => {
      const mine = itemsOf.get(order.id) ?? [];
      return {
        _id: order.id,
        id: order.displayId,
        createdAt: order.createdAt.toISOString(),
        deliveryStatus: order.deliveryStatus,
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        sellerTotal: toRupees(sellerTotalPaise(mine)),
        products: mine.map(toProduct),
        needsConfirmation: mine.some((item) => item.status === 'Processing'),
        scheduledFor: order.scheduledFor?.toISOString() ?? null,
      };
    }),
    currentPage: input.page,
    totalPages: Math.ceil(totalOrders / SELLER_ORDERS_PAGE_SIZE),
    totalOrders,
  };
}
