import { assertTransition, deriveDeliveryStatus, PICKED_UP_MESSAGE, PICKUP_STATUSES, type ConfirmPickupBody, type ItemStatus, NOTIFICATION_TEXTS, NOT_ASSIGNED_TO_YOU_MESSAGE, ALREADY_PICKED_UP_MESSAGE, NOT_IN_ORDER_MESSAGE } from '@nukkad/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notAllowed, notFound } from '../../lib/domain-error';
import { notify, orderUrl } from '../notifications/notify';
import { orderNotFound } from '../orders/errors';
import { recordOrderEvents } from '../orders/order-events';
import { deliveryPartnerOnly } from './guards';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

const alreadyPickedUp = () => conflict('ALREADY_PICKED_UP', ALREADY_PICKED_UP_MESSAGE);

/**
 * The order row locked to the end of the transaction, so every change to one order (pickups, the delivery, a
 * seller's confirmation) queues; 404 when there is no such order, 403 when it is not assigned to the caller.
 */
export async function lockAssignedOrder(tx: Db, actor: Actor, orderId: string): Promise<OrderRow> {
  const deliveryPartnerId = deliveryPartnerOnly(actor);
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw orderNotFound();
  if (row.deliveryPartnerId !== deliveryPartnerId) throw notAllowed('NOT_ASSIGNED', NOT_ASSIGNED_TO_YOU_MESSAGE);
  return row;
}

/** The order's status derived from its items after a move; a change is written and logged. */
async function deriveOrderStatus(tx: Db, actor: Actor, order: OrderRow, statuses: readonly ItemStatus[]): Promise<ItemStatus> {
  const deliveryStatus = deriveDeliveryStatus(statuses);
  if (deliveryStatus !== order.deliveryStatus) {
    await tx.update(orders).set({ deliveryStatus }).where(eq(orders.id, order.id));
    await recordOrderEvents(tx, actor, [{ orderId: order.id, kind: 'status', fromStatus: order.deliveryStatus, toStatus: deliveryStatus }]);
  }
  return deliveryStatus;
}

/**
 * PUT /api/delivery/order/confirm-pickup: the assigned partner takes one item of the order from its shop; it goes
 * Out For Delivery through the state machine, the order's status follows and the customer hears it is on the way.
 */
export async function confirmPickup(db: Db, actor: Actor, input: ConfirmPickupBody): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const order = await lockAssignedOrder(tx, actor, input.orderId);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const item = items.find((i) => i.productId === input.productId);
    if (!item) throw notFound('ITEM_NOT_FOUND', NOT_IN_ORDER_MESSAGE);
    if (item.status === 'Out For Delivery') throw alreadyPickedUp();
    assertTransition(item.status, 'Out For Delivery', actor.role);
    // Conditional, so a second tap that slipped past the check still moves nothing.
    const moved = await tx
      .update(orderItems)
      .set({ status: 'Out For Delivery' })
      .where(and(eq(orderItems.id, item.id), inArray(orderItems.status, PICKUP_STATUSES)))
      .returning({ id: orderItems.id });
    if (moved.length !== 1) throw alreadyPickedUp();
    await recordOrderEvents(tx, actor, [{ orderId: order.id, orderItemId: item.id, kind: 'status', fromStatus: item.status, toStatus: 'Out For Delivery' }]);
    await deriveOrderStatus(
      tx,
      actor,
      order,
      items.map((i) => (i.id === item.id ? 'Out For Delivery' : i.status)),
    );
    await notify(tx, [
      {
        recipientRole: 'customer',
        recipientId: order.customerId,
        message: NOTIFICATION_TEXTS.itemOnTheWay(order.displayId, item.productName),
        url: orderUrl.customer(order.id),
        orderId: order.id,
        kind: 'item_status',
      },
    ]);
  });
  return { message: PICKED_UP_MESSAGE };
}
