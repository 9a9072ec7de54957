import { IN_PROGRESS_STATUSES, PARTNER_ASSIGNED_MESSAGE, PARTNER_NOT_FOUND_MESSAGE, ORDER_FINISHED_MESSAGE, ASSIGNMENT_LOCKED_MESSAGE, ALREADY_ASSIGNED_MESSAGE, PARTNER_OFF_DUTY_MESSAGE, NOTIFICATION_TEXTS, ORDER_CHANGED_MESSAGE, NOT_RELEASED_MESSAGE } from '@nukkad/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPartners, orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/domain-error';
import { notify, orderUrl, type NewNotification } from '../notifications/notify';
import { heldForLater } from '../orders/order-access';
import { recordOrderEvents } from '../orders/order-events';
import { recordAdminAction } from './audit';
import { lockOrderForAdmin } from './cancel-order';
import { adminOnly } from './common';


type OrderRow = typeof orders.$inferSelect;
type DeliveryPartner = { id: string; name: string };

function assignNotifications(order: OrderRow, deliveryPartner: DeliveryPartner, previous: DeliveryPartner | null): NewNotification[] {
  const notes: NewNotification[] = [
    {
      recipientRole: 'delivery',
      recipientId: deliveryPartner.id,
      message: NOTIFICATION_TEXTS.assignedToYou(order.displayId),
      url: orderUrl.delivery(order.id),
      orderId: order.id,
      kind: 'order_assigned',
    },
  ];
  if (previous) {
    notes.push({
      recipientRole: 'delivery',
      recipientId: previous.id,
      message: NOTIFICATION_TEXTS.reassigned(order.displayId),
      url: '/delivery/orders',
      orderId: order.id,
      kind: 'order_unassigned',
    });
  } else {
    // As when a partner accepts: the customer hears once that someone is coming.
    notes.push({
      recipientRole: 'customer',
      recipientId: order.customerId,
      message: NOTIFICATION_TEXTS.partnerOnTheWay(order.displayId),
      url: orderUrl.customer(order.id),
      orderId: order.id,
      kind: 'partner_assigned',
    });
  }
  return notes;
}

/**
 * POST /api/admin/assignDeliveryBoy: gives an order to an on-duty partner, or moves it to another, until any item
 * is picked up. The order row is locked first, so a partner accepting at the same moment either went before (and
 * the admin's choice replaces theirs, and they are told) or waits and finds the order taken (409); pickups, which
 * lock it too, queue the same way. The event, the audit record and the notifications go in the same transaction.
 */
export async function assignDeliveryPartner(db: Db, actor: Actor, input: { orderId: string; deliveryPartnerId: string }): Promise<{ message: string }> {
  adminOnly(actor);
  await db.transaction(async (tx) => {
    const [deliveryPartner] = await tx
      .select({ id: deliveryPartners.id, name: deliveryPartners.name, isAvailable: deliveryPartners.isAvailable })
      .from(deliveryPartners)
      .where(eq(deliveryPartners.id, input.deliveryPartnerId));
    if (!deliveryPartner) throw notFound('PARTNER_NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
    const order = await lockOrderForAdmin(tx, input.orderId);
    if (!IN_PROGRESS_STATUSES.includes(order.deliveryStatus)) throw conflict('ORDER_FINISHED', ORDER_FINISHED_MESSAGE);
    if (heldForLater(order)) throw conflict('NOT_RELEASED', NOT_RELEASED_MESSAGE);
    const [pickedUp] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), sql`${orderItems.status} in ('Out For Delivery', 'Delivered')`));
    if ((pickedUp?.n ?? 0) > 0) throw conflict('PICKED_UP', ASSIGNMENT_LOCKED_MESSAGE);
    if (order.deliveryPartnerId === deliveryPartner.id) throw conflict('ALREADY_ASSIGNED', ALREADY_ASSIGNED_MESSAGE);
    if (!deliveryPartner.isAvailable) throw conflict('PARTNER_OFF_DUTY', PARTNER_OFF_DUTY_MESSAGE);

    const [previous] = order.deliveryPartnerId
      ? await tx.select({ id: deliveryPartners.id, name: deliveryPartners.name }).from(deliveryPartners).where(eq(deliveryPartners.id, order.deliveryPartnerId))
      : [];
    // Conditional on the partner read under the lock: with the lock held it always matches, and it states the rule.
    const [assigned] = await tx
      .update(orders)
      .set({ deliveryPartnerId: deliveryPartner.id, assignedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), order.deliveryPartnerId ? eq(orders.deliveryPartnerId, order.deliveryPartnerId) : isNull(orders.deliveryPartnerId)))
      .returning({ id: orders.id });
    if (!assigned) throw conflict('ORDER_CHANGED', ORDER_CHANGED_MESSAGE);
    const note = previous ? `${deliveryPartner.name} (instead of ${previous.name})` : deliveryPartner.name;
    await recordOrderEvents(tx, actor, [{ orderId: order.id, kind: 'assigned', note }]);
    await recordAdminAction(tx, actor, { action: 'assign_partner', orderId: order.id, deliveryPartnerId: deliveryPartner.id, note });
    await notify(tx, assignNotifications(order, deliveryPartner, previous ?? null));
  });
  return { message: PARTNER_ASSIGNED_MESSAGE };
}
