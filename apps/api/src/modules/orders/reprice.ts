import { deriveDeliveryStatus, type ItemStatus } from '@nukkad/contracts';
import { capTotalPaise, differencePaise, priceOrder, type OrderPrice } from '@nukkad/pricing';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, refunds, type orderItems } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { PaymentProvider } from '../../ports/payment-provider';
import { releaseOrderCouponUse } from '../coupons/coupon-uses';
import { recordOrderEvents } from './order-events';

type OrderRow = typeof orders.$inferSelect;
type PricedItem = Pick<typeof orderItems.$inferSelect, 'status' | 'unitPricePaise' | 'quantity' | 'sellerId' | 'shopId'>;

/**
 * An order's price from its items that are not cancelled: libs/pricing's rules for its type, at the distance it
 * was priced with when placed (so no tier moves), with its coupon's terms as placed (below their minimum the coupon
 * is lost). A repriced order never costs more than its total before (`totalAmountPaise`). No items left:
 * every figure is 0.
 */
export function priceOfRemaining(order: Pick<OrderRow, 'orderType' | 'distanceKm' | 'coupon' | 'totalAmountPaise' | 'tipPaise'>, items: readonly PricedItem[]): OrderPrice {
  const price = priceOrder({
    orderType: order.orderType,
    distanceKm: order.distanceKm,
    coupon: order.coupon,
    // The tip stays with the order while anything of it is left to deliver.
    tipPaise: order.tipPaise,
    lines: items
      .filter((item) => item.status !== 'Cancelled')
      .map((item) => ({ unitPricePaise: item.unitPricePaise, quantity: item.quantity, sellerId: item.sellerId, shopId: item.shopId })),
  });
  return capTotalPaise(price, order.totalAmountPaise);
}

/**
 * After its items moved, in the caller's transaction (the order row already locked): the order's status derived
 * from its items and its figures repriced from the remaining ones; a change of the order's status is logged.
 */
export async function settleOrder(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  items: readonly PricedItem[],
): Promise<{ price: OrderPrice; deliveryStatus: ItemStatus }> {
  const price = priceOfRemaining(order, items);
  const deliveryStatus = deriveDeliveryStatus(items.map((item) => item.status));
  await tx
    .update(orders)
    .set({
      deliveryStatus,
      amountPaise: price.amount,
      discountPaise: price.discount,
      deliveryChargePaise: price.deliveryCharge,
      taxesPaise: price.taxes,
      convenienceFeesPaise: price.convenienceFees,
      serviceChargePaise: price.serviceCharge,
      tipPaise: price.tip,
      totalAmountPaise: price.totalAmount,
    })
    .where(eq(orders.id, order.id));
  // The whole order cancelled before delivery: its coupon use is given back.
  if (deliveryStatus === 'Cancelled' && order.couponId) await releaseOrderCouponUse(tx, order.id);
  if (deliveryStatus !== order.deliveryStatus) {
    await recordOrderEvents(tx, actor, [{ orderId: order.id, kind: 'status', fromStatus: order.deliveryStatus, toStatus: deliveryStatus }]);
  }
  return { price, deliveryStatus };
}

/** A refund recorded in the database and not yet sent to the payment provider. */
export type RecordedRefund = { id: string; providerPaymentId: string; amountPaise: number; reason: string; idempotencyKey: string };

/**
 * For an order paid online, records (in the caller's transaction, the order row locked) the refund of what was
 * paid beyond its new total and not refunded before; null when nothing is owed. Counting what was refunded
 * before makes successive repricings (one per seller, an admin's cancellation) refund the difference each time.
 */
export async function recordOverpaymentRefund(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  totalAmountPaise: number,
  reason: string,
): Promise<RecordedRefund | null> {
  if (order.paymentMethod !== 'Online' || order.paymentStatus !== 'Paid' || order.paymentId === null) return null;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId));
  if (!payment) throw new Error(`order ${order.id} names payment ${order.paymentId}, which does not exist`);
  const [done] = await tx
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id));
  const owed = differencePaise(payment.amountPaise, totalAmountPaise, done?.paise ?? 0);
  if (owed <= 0) return null;
  if (!payment.providerPaymentId) throw new Error(`payment ${payment.id} of order ${order.id} has no provider payment id`);
  // The refunds trigger checks here, before any money moves, that refunds never exceed the payment.
  const [row] = await tx.insert(refunds).values({ paymentId: payment.id, orderId: order.id, amountPaise: owed, reason }).returning({ id: refunds.id });
  await recordOrderEvents(tx, actor, [{ orderId: order.id, kind: 'refunded', note: `${owed} paise (${reason})` }]);
  // Named by the state it refunds from: a retry after a failed commit finds the same state and the same key, so the
  // provider refunds once; a later repricing has refunded more before and gets a key of its own.
  const idempotencyKey = `refund-${payment.id}-${done?.paise ?? 0}-${owed}`;
  return { id: row!.id, providerPaymentId: payment.providerPaymentId, amountPaise: owed, reason, idempotencyKey };
}

/**
 * Sends a recorded refund to the provider and keeps the provider's id on its row. Call it as the last step of
 * the transaction that recorded it: if the provider fails, the whole change rolls back and can be retried.
 */
export async function sendRefund(tx: Db, provider: PaymentProvider, refund: RecordedRefund): Promise<void> {
  const { providerRefundId } = await provider.refund(refund.providerPaymentId, refund.amountPaise, refund.reason, refund.idempotencyKey);
  await tx.update(refunds).set({ providerRefundId }).where(eq(refunds.id, refund.id));
}
