import { assertTransition, CANCELLABLE_STATUSES, ORDER_CANCELLED_MESSAGE, type ItemStatus, ORDER_DELIVERED_MESSAGE, ALREADY_CANCELLED_MESSAGE, NOTIFICATION_TEXTS, ITEM_MOVED_MESSAGE } from '@nukkad/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/domain-error';
import type { PaymentProvider } from '../../ports/payment-provider';
import { notify, orderUrl, type NewNotification } from '../notifications/notify';
import { recordOrderEvents } from '../orders/order-events';
import { recordOverpaymentRefund, sendRefund, settleOrder } from '../orders/reprice';
import { adminOrderNotFound } from './admin-orders';
import { recordAdminAction } from './audit';
import { adminOnly, rupeesText } from './common';

type OrderRow = typeof orders.$inferSelect;

export const ADMIN_CANCEL_REFUND_REASON = 'order cancelled by an admin';

/** The order row, locked to the end of the transaction, so a cancellation queues behind (or ahead of) every other change to it. */
export async function lockOrderForAdmin(tx: Db, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw adminOrderNotFound();
  return row;
}

function cancelNotifications(order: OrderRow, sellerIds: readonly string[], refunded: boolean): NewNotification[] {
  return [
    {
      recipientRole: 'customer',
      recipientId: order.customerId,
      message: NOTIFICATION_TEXTS.cancelledToCustomer(order.displayId, refunded),
      url: orderUrl.customer(order.id),
      orderId: order.id,
      kind: 'order_cancelled',
    },
    ...sellerIds.map(
      (sellerId): NewNotification => ({
        recipientRole: 'seller',
        recipientId: sellerId,
        message: NOTIFICATION_TEXTS.cancelledToSeller(order.displayId),
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
            message: NOTIFICATION_TEXTS.cancelledToPartner(order.displayId),
            url: orderUrl.delivery(order.id),
            orderId: order.id,
            kind: 'order_cancelled',
          },
        ]
      : []),
  ];
}

/**
 * PUT /api/admin/cancelOrder: in one transaction that first locks the order row, every item not yet Delivered
 * becomes Cancelled through the state machine, the order is repriced (to nothing) and its status derived, an
 * online payment refunded in full (less what was refunded before; the provider is called last, so its failure
 * rolls everything back), the action recorded, and the customer, each seller and the partner told. A Delivered
 * or already Cancelled order is refused with 409, so the refund is made once.
 */
export async function cancelOrder(db: Db, actor: Actor, input: { orderId: string }, deps: { provider: PaymentProvider }): Promise<{ message: string }> {
  adminOnly(actor);
  await db.transaction(async (tx) => {
    const order = await lockOrderForAdmin(tx, input.orderId);
    if (order.deliveryStatus === 'Delivered') throw conflict('ORDER_DELIVERED', ORDER_DELIVERED_MESSAGE);
    if (order.deliveryStatus === 'Cancelled') throw conflict('ALREADY_CANCELLED', ALREADY_CANCELLED_MESSAGE);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    const open = items.filter((item) => item.status !== 'Delivered' && item.status !== 'Cancelled');
    for (const item of open) assertTransition(item.status, 'Cancelled', actor.role);
    if (open.length > 0) {
      const moved = await tx
        .update(orderItems)
        .set({ status: 'Cancelled' })
        .where(
          and(
            inArray(
              orderItems.id,
              open.map((item) => item.id),
            ),
            inArray(orderItems.status, CANCELLABLE_STATUSES),
          ),
        )
        .returning({ id: orderItems.id });
      if (moved.length !== open.length) throw conflict('ITEM_MOVED', ITEM_MOVED_MESSAGE);
    }
    await recordOrderEvents(
      tx,
      actor,
      open.map((item) => ({ orderId: order.id, orderItemId: item.id, kind: 'status' as const, fromStatus: item.status, toStatus: 'Cancelled' as const })),
    );

    const cancelled = new Set(open.map((item) => item.id));
    const after = items.map((item) => ({ ...item, status: cancelled.has(item.id) ? ('Cancelled' as ItemStatus) : item.status }));
    const { price } = await settleOrder(tx, actor, order, after);
    const refund = await recordOverpaymentRefund(tx, actor, order, price.totalAmount, ADMIN_CANCEL_REFUND_REASON);
    await recordAdminAction(tx, actor, {
      action: 'cancel_order',
      orderId: order.id,
      ...(order.deliveryPartnerId ? { deliveryPartnerId: order.deliveryPartnerId } : {}),
      note: `${open.length} item(s) cancelled${refund ? `; ${rupeesText(refund.amountPaise)} refunded` : ''}`,
    });
    await notify(tx, cancelNotifications(order, [...new Set(open.map((item) => item.sellerId))], refund !== null));
    if (refund) await sendRefund(tx, deps.provider, refund);
  });
  return { message: ORDER_CANCELLED_MESSAGE };
}
