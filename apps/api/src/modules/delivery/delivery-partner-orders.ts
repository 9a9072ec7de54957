import { IN_PROGRESS_STATUSES, type DeliveryOrder, type DeliveryOrderFilter, NOT_ASSIGNED_TO_YOU_MESSAGE } from '@nukkad/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notAllowed } from '../../lib/domain-error';
import { orderNotFound } from '../orders/errors';
import { deliveryOrderViews } from './delivery-order-view';
import { deliveryPartnerOnly } from './guards';

/** The partner's orders a filter keeps, as a predicate on `orders`. */
function deliveryPartnerOrdersWhere(deliveryPartnerId: string, filter: DeliveryOrderFilter): SQL {
  const mine = eq(orders.deliveryPartnerId, deliveryPartnerId);
  switch (filter) {
    case 'all':
      return mine;
    case 'pending':
      return and(mine, inArray(orders.deliveryStatus, IN_PROGRESS_STATUSES))!;
    case 'delivered':
      return and(mine, eq(orders.deliveryStatus, 'Delivered'))!;
  }
}

const orderWithCustomer = { order: orders, customer: { name: customers.name, phone: customers.phone } };

/** GET /api/delivery/orders: the caller's own orders, most recently assigned first, a page at a time (counted and paged in SQL). */
export async function getDeliveryOrders(
  db: Db,
  actor: Actor,
  input: { page: number; limit: number; status: DeliveryOrderFilter; deliveryPartnerId?: string },
): Promise<{ orders: DeliveryOrder[]; currentPage: number; totalPages: number }> {
  const deliveryPartnerId = deliveryPartnerOnly(actor, input.deliveryPartnerId);
  const where = deliveryPartnerOrdersWhere(deliveryPartnerId, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select(orderWithCustomer)
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.assignedAt), desc(orders.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    orders: await deliveryOrderViews(db, rows),
    currentPage: input.page,
    totalPages: Math.ceil((total?.n ?? 0) / input.limit),
  };
}

/** GET /api/delivery/order/{orderId}: the order for its assigned partner; 404 when there is no such order, 403 when it is not theirs. */
export async function getDeliveryOrder(db: Db, actor: Actor, input: { orderId: string }): Promise<DeliveryOrder> {
  const deliveryPartnerId = deliveryPartnerOnly(actor);
  const [row] = await db
    .select(orderWithCustomer)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, input.orderId));
  if (!row) throw orderNotFound();
  if (row.order.deliveryPartnerId !== deliveryPartnerId) throw notAllowed('NOT_YOUR_ORDER', NOT_ASSIGNED_TO_YOU_MESSAGE);
  const [order] = await deliveryOrderViews(db, [row]);
  return order!;
}
