import {
  ALREADY_CANCELLED_MESSAGE,
  assertTransition,
  cancellableStatusesFor,
  CUSTOMER_CANCELLED_MESSAGE,
  CUSTOMER_CANCELLED_REFUND_MESSAGE,
  customerMayCancel,
  ITEM_MOVED_MESSAGE,
  NOTIFICATION_TEXTS,
  SHOP_ALREADY_STARTED_MESSAGE,
  type ItemStatus,
} from '@nukkad/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/domain-error';
import type { PaymentProvider } from '../../ports/payment-provider';
import { notify, orderUrl, type NewNotification } from '../notifications/notify';
import { placedBy } from './customer-orders';
import { orderNotFound } from './errors';
import { heldForLater } from './order-access';
import { recordOrderEvents } from './order-events';
import { recordOverpaymentRefund, sendRefund, settleOrder, type RecordedRefund } from './reprice';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export const CUSTOMER_CANCEL_REFUND_REASON = 'order cancelled by the customer';

/** Who cancelled, for the words the sellers and the partner are told. */
export type CancelledBy = 'admin' | 'customer';

/**
 * Cancels these items as the actor, in the caller's transaction: each move checked by the state machine for the
 * actor's role and made by one conditional statement that refuses (409) if an item moved meanwhile; events logged
 * (with `note`, when given).
 */
export async function cancelItems(tx: Db, actor: Actor, items: readonly ItemRow[], note?: string): Promise<void> {
  if (items.length === 0) return;
  for (const item of items) assertTransition(item.status, 'Cancelled', actor.role);
  const moved = await tx
    .update(orderItems)
    .set({ status: 'Cancelled' })
    .where(
      and(
        inArray(
          orderItems.id,
          items.map((item) => item.id),
        ),
        inArray(orderItems.status, cancellableStatusesFor(actor.role)),
      ),
    )
    .returning({ id: orderItems.id });
  if (moved.length !== items.length) throw conflict('ITEM_MOVED', ITEM_MOVED_MESSAGE);
  await recordOrderEvents(
    tx,
    actor,
    items.map((item) => ({
      orderId: item.orderId,
      orderItemId: item.id,
      kind: 'status' as const,
      fromStatus: item.status,
      toStatus: 'Cancelled' as const,
      ...(note ? { note } : {}),
    })),
  );
}

/**
 * Cancels every item of the order not yet Delivered or Cancelled, in the caller's transaction (the order row locked),
 * as cancelItems does; the order repriced (to nothing) and its status derived, and an online payment's refund
 * recorded (less what was refunded before, so it is made once). The caller sends the refund last, after its own
 * records, so a provider failure rolls everything back.
 */
export async function cancelOpenItems(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  refundReason: string,
): Promise<{ items: ItemRow[]; cancelled: ItemRow[]; refund: RecordedRefund | null }> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const open = items.filter((item) => item.status !== 'Delivered' && item.status !== 'Cancelled');
  await cancelItems(tx, actor, open);
  const cancelledIds = new Set(open.map((item) => item.id));
  const after = items.map((item) => ({ ...item, status: cancelledIds.has(item.id) ? ('Cancelled' as ItemStatus) : item.status }));
  const { price } = await settleOrder(tx, actor, order, after);
  const refund = await recordOverpaymentRefund(tx, actor, order, price.totalAmount, refundReason);
  return { items, cancelled: open, refund };
}

/** Each seller whose items were cancelled (once the order has gone to them) and the assigned partner are told; the customer too when someone else cancelled. */
export function cancelNotifications(order: OrderRow, cancelled: readonly ItemRow[], refunded: boolean, by: CancelledBy): NewNotification[] {
  // An order for later not yet released: its sellers never heard of it.
  const sellerIds = heldForLater(order) ? [] : [...new Set(cancelled.map((item) => item.sellerId))];
  const toSeller = by === 'customer' ? NOTIFICATION_TEXTS.cancelledByCustomerToSeller : NOTIFICATION_TEXTS.cancelledToSeller;
  const toPartner = by === 'customer' ? NOTIFICATION_TEXTS.cancelledByCustomerToPartner : NOTIFICATION_TEXTS.cancelledToPartner;
  return [
    ...(by === 'customer'
      ? []
      : [
          {
            recipientRole: 'customer' as const,
            recipientId: order.customerId,
            message: NOTIFICATION_TEXTS.cancelledToCustomer(order.displayId, refunded),
            url: orderUrl.customer(order.id),
            orderId: order.id,
            kind: 'order_cancelled',
          },
        ]),
    ...sellerIds.map(
      (sellerId): NewNotification => ({
        recipientRole: 'seller',
        recipientId: sellerId,
        message: toSeller(order.displayId),
        url: orderUrl.sellerDetails(order.id),
        orderId: order.id,
        kind: 'order_cancelled',
      }),
    ),
    ...(order.deliveryPartnerId
      ? [
          {
            recipientRole: 'delivery' as const,
            recipientId: order.deliveryPartnerId,
            message: toPartner(order.displayId),
            url: orderUrl.delivery(order.id),
            orderId: order.id,
            kind: 'order_cancelled',
          },
        ]
      : []),
  ];
}

/**
 * POST /api/order/cancel: the customer cancels their own order while no item has left Processing. One transaction
 * first locks the order row (the owner's only; anyone else's is 404), so a seller's confirmation, an admin's
 * cancellation or a second cancel queue behind it and then find the order moved: exactly one of them wins and an
 * online payment is refunded in full once. After a seller has confirmed any item: 409 saying why.
 */
export async function cancelOwnOrder(
  db: Db,
  actor: Actor,
  input: { orderId: string },
  deps: { provider: PaymentProvider },
): Promise<{ message: string; refunded: boolean }> {
  const owned = placedBy(actor);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), owned))
      .for('update');
    if (!order) throw orderNotFound();
    if (order.deliveryStatus === 'Cancelled') throw conflict('ALREADY_CANCELLED', ALREADY_CANCELLED_MESSAGE);
    const statuses = await tx.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, order.id));
    if (!customerMayCancel(statuses.map((item) => item.status))) throw conflict('SHOP_ALREADY_STARTED', SHOP_ALREADY_STARTED_MESSAGE);
    const { cancelled, refund } = await cancelOpenItems(tx, actor, order, CUSTOMER_CANCEL_REFUND_REASON);
    await notify(tx, cancelNotifications(order, cancelled, refund !== null, 'customer'));
    if (refund) await sendRefund(tx, deps.provider, refund);
    return { message: refund ? CUSTOMER_CANCELLED_REFUND_MESSAGE : CUSTOMER_CANCELLED_MESSAGE, refunded: refund !== null };
  });
}
