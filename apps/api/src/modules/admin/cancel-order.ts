import { ORDER_CANCELLED_MESSAGE, ORDER_DELIVERED_MESSAGE, ALREADY_CANCELLED_MESSAGE } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/domain-error';
import type { PaymentProvider } from '../../ports/payment-provider';
import { notify } from '../notifications/notify';
import { cancelNotifications, cancelOpenItems } from '../orders/cancel-order';
import { sendRefund } from '../orders/reprice';
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
    const { cancelled, refund } = await cancelOpenItems(tx, actor, order, ADMIN_CANCEL_REFUND_REASON);
    await recordAdminAction(tx, actor, {
      action: 'cancel_order',
      orderId: order.id,
      ...(order.deliveryPartnerId ? { deliveryPartnerId: order.deliveryPartnerId } : {}),
      note: `${cancelled.length} item(s) cancelled${refund ? `; ${rupeesText(refund.amountPaise)} refunded` : ''}`,
    });
    await notify(tx, cancelNotifications(order, cancelled, refund !== null, 'admin'));
    if (refund) await sendRefund(tx, deps.provider, refund);
  });
  return { message: ORDER_CANCELLED_MESSAGE };
}
