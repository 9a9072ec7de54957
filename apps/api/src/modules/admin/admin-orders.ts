import {
  IN_PROGRESS_STATUSES,
  ORDER_DISPLAY_ID_LENGTH,
  type AdminOrder,
  type AdminOrderSummary,
  type AllOrderFilter,
  type ItemStatus,
  type MonthOrderFilter,
  INVALID_ORDER_ID_MESSAGE,
  ADMIN_ORDER_NOT_FOUND_MESSAGE,
} from '@nukkad/contracts';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, deliveryPartners, orderFigures, orderItems, orders, refunds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { invalid, notFound } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { orderHistory } from './audit';
import { heldForLater } from '../orders/order-access';
import { adminOnly, at, inBusinessZone, isUuid, paise } from './common';


export const adminOrderNotFound = () => notFound('ORDER_NOT_FOUND', ADMIN_ORDER_NOT_FOUND_MESSAGE);

const DISPLAY_ID = new RegExp(`^[A-Za-z0-9]{${ORDER_DISPLAY_ID_LENGTH}}$`);

/** The statuses a filter of the admin listings keeps; the spec's 'Out for Delivery' is the status 'Out For Delivery'. */
const FILTER_STATUS: Record<Exclude<MonthOrderFilter | AllOrderFilter, 'All'>, ItemStatus> = {
  Processing: 'Processing',
  'Out for Delivery': 'Out For Delivery',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};
const byFilter = (filter: MonthOrderFilter | AllOrderFilter): SQL | undefined =>
  filter === 'All' ? undefined : eq(orders.deliveryStatus, FILTER_STATUS[filter]);

/** Orders as admin list rows, newest first: one query for the page of orders, one for their lines' shops and counts. */
export async function orderSummaries(db: Db, where: SQL | undefined, page: { limit: number; offset: number }): Promise<AdminOrderSummary[]> {
  const rows = await db
    .select({ order: orders, customerName: customers.name, deliveryPartnerName: deliveryPartners.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(deliveryPartners, eq(deliveryPartners.id, orders.deliveryPartnerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      shopNames: sql<string[]>`array_agg(distinct ${orderItems.shopName} order by ${orderItems.shopName})`,
      itemCount: sql<number>`count(*)::int`,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .groupBy(orderItems.orderId);
  const linesOf = new Map(lines.map((l) => [l.orderId, l]));
  return rows.map(({ order, customerName, deliveryPartnerName }) => ({
    _id: order.id,
    id: order.displayId,
    createdAt: order.createdAt.toISOString(),
    customerName,
    shopNames: linesOf.get(order.id)?.shopNames ?? [],
    itemCount: linesOf.get(order.id)?.itemCount ?? 0,
    deliveryStatus: order.deliveryStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalAmount: toRupees(order.totalAmountPaise),
    deliveryBoy: order.deliveryPartnerId && deliveryPartnerName !== null ? { _id: order.deliveryPartnerId, name: deliveryPartnerName } : null,
  }));
}

/**
 * GET /api/admin/getOrdersByMonth: orders placed in the current Asia/Kolkata month (of `now`), newest first, a
 * page at a time; `hasMore` when another page follows.
 */
export async function getOrdersByMonth(
  db: Db,
  actor: Actor,
  input: { page: number; limit: number; filter: MonthOrderFilter; now?: Date },
): Promise<{ orders: AdminOrderSummary[]; hasMore: boolean }> {
  adminOnly(actor);
  const monthStart = sql`date_trunc('month', ${inBusinessZone(at(input.now ?? new Date()))})`;
  const where = and(
    gte(orders.createdAt, inBusinessZone(monthStart)),
    lt(orders.createdAt, inBusinessZone(sql`${monthStart} + interval '1 month'`)),
    byFilter(input.filter),
  );
  // One row more than the page tells whether another page follows, without counting the month.
  const rows = await orderSummaries(db, where, { limit: input.limit + 1, offset: (input.page - 1) * input.limit });
  return { orders: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
}

/** GET /api/order/getAllOrders: every order, newest first, a page at a time, and how many the filter keeps. */
export async function getAllOrders(
  db: Db,
  actor: Actor,
  input: { page: number; limit: number; filter: AllOrderFilter },
): Promise<{ orders: AdminOrderSummary[]; totalOrders: number }> {
  adminOnly(actor);
  const where = byFilter(input.filter);
  const [rows, [total]] = await Promise.all([
    orderSummaries(db, where, { limit: input.limit, offset: (input.page - 1) * input.limit }),
    // The maintained figures: counting every order for each page would read them all.
    db
      .select({ n: sql<number>`coalesce(sum(${orderFigures.orders}), 0)::int` })
      .from(orderFigures)
      .where(input.filter === 'All' ? undefined : eq(orderFigures.status, FILTER_STATUS[input.filter])),
  ]);
  return { orders: rows, totalOrders: total?.n ?? 0 };
}

/** An order by its display id (any case) or its uuid; 400 for anything else, 404 when there is none. */
export function orderKey(id: string): SQL {
  if (DISPLAY_ID.test(id)) return eq(orders.displayId, id.toUpperCase());
  if (isUuid(id)) return eq(orders.id, id.toLowerCase());
  throw invalid('INVALID_ORDER_ID', INVALID_ORDER_ID_MESSAGE, 'id');
}

/** What an admin may still do with an order: cancel it while in progress, (re)assign it until an item is picked up. */
export function adminChoices(deliveryStatus: ItemStatus, itemStatuses: readonly ItemStatus[]): { canAssign: boolean; canCancel: boolean } {
  const canCancel = IN_PROGRESS_STATUSES.includes(deliveryStatus);
  const pickedUp = itemStatuses.some((s) => s === 'Out For Delivery' || s === 'Delivered');
  return { canCancel, canAssign: canCancel && !pickedUp };
}

/**
 * GET /api/admin/getOrderById/{id}: the order with its customer, partner, products table (the lines as sold),
 * what was refunded, what an admin may still do, and its history.
 */
export async function getAdminOrder(db: Db, actor: Actor, input: { id: string }): Promise<AdminOrder> {
  adminOnly(actor);
  const [row] = await db
    .select({ order: orders, customer: customers, deliveryPartner: deliveryPartners })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(deliveryPartners, eq(deliveryPartners.id, orders.deliveryPartnerId))
    .where(orderKey(input.id));
  if (!row) throw adminOrderNotFound();
  const { order, customer, deliveryPartner } = row;
  const [items, [refunded], history] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.createdAt), asc(orderItems.productName), asc(orderItems.id)),
    db
      .select({ paise: sql<string | number | null>`sum(${refunds.amountPaise})` })
      .from(refunds)
      .where(eq(refunds.orderId, order.id)),
    orderHistory(db, order.id),
  ]);
  return {
    _id: order.id,
    id: order.displayId,
    createdAt: order.createdAt.toISOString(),
    orderType: order.orderType,
    deliveryStatus: order.deliveryStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    amount: toRupees(order.amountPaise),
    discount: toRupees(order.discountPaise),
    couponCode: order.coupon?.code ?? null,
    deliveryCharge: toRupees(order.deliveryChargePaise),
    taxes: toRupees(order.taxesPaise),
    convenienceFees: toRupees(order.convenienceFeesPaise),
    serviceCharge: toRupees(order.serviceChargePaise),
    tip: toRupees(order.tipPaise),
    totalAmount: toRupees(order.totalAmountPaise),
    refunded: toRupees(paise(refunded?.paise)),
    customer: { _id: customer.id, name: customer.name, phone: customer.phone },
    shippingAddress: order.shippingAddress,
    deliveryBoy: deliveryPartner ? { _id: deliveryPartner.id, name: deliveryPartner.name, phone: deliveryPartner.phone } : null,
    products: items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      name: item.productName,
      quantity: item.quantity,
      price: toRupees(item.unitPricePaise),
      shopName: item.shopName,
      sellerUsername: item.sellerUsername,
      status: item.status,
    })),
    ...adminChoices(
      order.deliveryStatus,
      items.map((item) => item.status),
    ),
    // A partner is assigned once an order for later has gone to its shops.
    ...(heldForLater(order) ? { canAssign: false } : {}),
    history,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    releasedAt: order.releasedAt?.toISOString() ?? null,
  };
}
