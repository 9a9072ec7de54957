import { IN_PROGRESS_STATUSES, OFF_DUTY_MESSAGE, ORDER_ACCEPTED_MESSAGE, ORDER_TAKEN_MESSAGE, ALREADY_YOURS_MESSAGE, ORDER_CLOSED_MESSAGE, NOTIFICATION_TEXTS } from '@nukkad/contracts';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPartners, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, type DomainError } from '../../lib/domain-error';
import { notify, orderUrl } from '../notifications/notify';
import { orderNotFound } from '../orders/errors';
import { recordOrderEvents } from '../orders/order-events';
import { waitingForDeliveryPartner } from './available-orders';
import { deliveryPartnerOnly } from './guards';


/** Why the conditional update took nothing, read after it: only to word the refusal, never to decide a write. */
async function refusal(tx: Db, deliveryPartnerId: string, orderId: string): Promise<DomainError> {
  const [order] = await tx
    .select({ deliveryPartnerId: orders.deliveryPartnerId, deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return orderNotFound();
  if (order.deliveryPartnerId === deliveryPartnerId) return conflict('ALREADY_YOURS', ALREADY_YOURS_MESSAGE);
  if (order.deliveryPartnerId !== null) return conflict('ORDER_TAKEN', ORDER_TAKEN_MESSAGE);
  if (!IN_PROGRESS_STATUSES.includes(order.deliveryStatus)) return conflict('ORDER_CLOSED', ORDER_CLOSED_MESSAGE);
  // The order is still waiting, so the partner's being off duty is what kept the update from it.
  return conflict('OFF_DUTY', OFF_DUTY_MESSAGE);
}

/**
 * POST /api/delivery/orders/{orderId}/accept: the caller takes an order no partner has, while on duty. One
 * conditional update decides, so of any number of partners accepting at once exactly one wins (the others' updates
 * wait on the row and then find it taken); the 'assigned' event and the notifications go in the same transaction.
 */
export async function acceptOrder(db: Db, actor: Actor, input: { orderId: string; deliveryPartnerId: string }): Promise<{ message: string }> {
  const deliveryPartnerId = deliveryPartnerOnly(actor, input.deliveryPartnerId);
  await db.transaction(async (tx) => {
    const onDuty = tx
      .select({ one: sql`1` })
      .from(deliveryPartners)
      .where(and(eq(deliveryPartners.id, deliveryPartnerId), eq(deliveryPartners.isAvailable, true)));
    const [order] = await tx
      .update(orders)
      .set({ deliveryPartnerId: deliveryPartnerId, assignedAt: sql`now()` })
      .where(and(eq(orders.id, input.orderId), waitingForDeliveryPartner(), exists(onDuty)))
      .returning({ id: orders.id, displayId: orders.displayId, customerId: orders.customerId });
    if (!order) throw await refusal(tx, deliveryPartnerId, input.orderId);
    await recordOrderEvents(tx, actor, [{ orderId: order.id, kind: 'assigned' }]);
    await notify(tx, [
      {
        recipientRole: 'customer',
        recipientId: order.customerId,
        message: NOTIFICATION_TEXTS.partnerOnTheWay(order.displayId),
        url: orderUrl.customer(order.id),
        orderId: order.id,
        kind: 'partner_assigned',
      },
      {
        recipientRole: 'delivery',
        recipientId: deliveryPartnerId,
        message: NOTIFICATION_TEXTS.acceptedByYou(order.displayId),
        url: orderUrl.delivery(order.id),
        orderId: order.id,
        kind: 'order_assigned',
      },
    ]);
  });
  return { message: ORDER_ACCEPTED_MESSAGE };
}
