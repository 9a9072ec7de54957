import { REVIEW_THANKS_MESSAGE, CUSTOMERS_ONLY_MESSAGE, ALREADY_REVIEWED_MESSAGE, REVIEW_AFTER_DELIVERY_MESSAGE } from '@nukkad/contracts';
import type { Order } from '@nukkad/contracts';
import { and, count, desc, eq, inArray, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notAllowed } from '../../lib/domain-error';
import { orderNotFound } from './errors';
import { orderAsSeenBy, visibleOrders } from './order-access';
import { recordOrderEvents } from './order-events';
import { orderViews } from './order-view';

/** The order row, if the actor may see it; 404 otherwise, the same whether it is someone else's or does not exist. */
export async function visibleOrderRow(db: Db, actor: Actor, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleOrders(actor)));
  if (!row) throw orderNotFound();
  return row;
}

/** One order as the actor may read it: a customer their own; a seller one holding their items, with only those lines. */
export async function getOrderDetails(db: Db, actor: Actor, input: { orderId: string }): Promise<Order> {
  const row = await visibleOrderRow(db, actor, input.orderId);
  const [order] = await orderViews(db, [row]);
  return orderAsSeenBy(actor, order!);
}

/** Only a customer has orders of their own: the owner predicate on `orders`. */
export function placedBy(actor: Actor) {
  if (actor.role !== 'customer') throw notAllowed('NOT_A_CUSTOMER', CUSTOMERS_ONLY_MESSAGE);
  return eq(orders.customerId, actor.id);
}

/** The caller's orders, newest first, a page at a time; totalPages is 0 when there are none. */
export async function getUserOrders(
  db: Db,
  actor: Actor,
  input: { page: number; limit: number },
): Promise<{ orders: Order[]; currentPage: number; totalPages: number }> {
  const mine = placedBy(actor);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  return { orders: await orderViews(db, rows), currentPage: input.page, totalPages: Math.ceil((total?.n ?? 0) / input.limit) };
}

/**
 * Rates a delivered order, once. One conditional update decides (so two submissions at once cannot both pass);
 * when it changes nothing, the order as it stands says why.
 */
export async function submitReview(
  db: Db,
  actor: Actor,
  input: { orderId: string; ratings: { deliveryRatings: number; appRatings: number; overallRatings: number }; reviewText: string },
): Promise<{ message: string }> {
  const mine = placedBy(actor);
  await db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(orders)
      .set({
        hasReviewed: true,
        review: input.reviewText === '' ? null : input.reviewText,
        deliveryRatings: input.ratings.deliveryRatings,
        appRatings: input.ratings.appRatings,
        overallRatings: input.ratings.overallRatings,
      })
      .where(and(eq(orders.id, input.orderId), mine, eq(orders.deliveryStatus, 'Delivered'), not(orders.hasReviewed)))
      .returning({ id: orders.id });
    if (!reviewed) {
      const [row] = await tx
        .select({ hasReviewed: orders.hasReviewed })
        .from(orders)
        .where(and(eq(orders.id, input.orderId), mine));
      if (!row) throw orderNotFound();
      if (row.hasReviewed) throw conflict('ALREADY_REVIEWED', ALREADY_REVIEWED_MESSAGE);
      throw conflict('NOT_DELIVERED', REVIEW_AFTER_DELIVERY_MESSAGE);
    }
    // Each shop that served the order counts its overall rating once; the conditional update above makes it once per order.
    await tx
      .update(shops)
      .set({
        ratingTotal: sql`${shops.ratingTotal} + ${input.ratings.overallRatings}`,
        ratingCount: sql`${shops.ratingCount} + 1`,
      })
      .where(
        inArray(
          shops.id,
          tx
            .selectDistinct({ shopId: orderItems.shopId })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, reviewed.id), ne(orderItems.status, 'Cancelled'))),
        ),
      );
    await recordOrderEvents(tx, actor, [{ orderId: reviewed.id, kind: 'reviewed' }]);
  });
  return { message: REVIEW_THANKS_MESSAGE };
}
