import {
  ADMINS_ONLY_MESSAGE,
  IN_PROGRESS_STATUSES,
  LOCATION_OFF_DUTY_MESSAGE,
  LOCATION_SAVED_MESSAGE,
  riderEstimate,
  type OrderRiderReply,
  type PartnerOnDuty,
  type RiderLocationBody,
  type RiderPosition,
} from '@nukkad/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPartnerPositions, deliveryPartners, orderItems, orders, type DeliveryPartnerPositionRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notAllowed } from '../../lib/domain-error';
import { announcePositionChange } from '../live-events/outbox';
import { orderNotFound } from '../orders/errors';
import { deliveryPartnerOnly } from './guards';

// Where the rider is: the latest position of each partner on duty (never a history), who may read it, and the
// arrival estimate the customer sees.

const asPosition = (row: Pick<DeliveryPartnerPositionRow, 'lat' | 'long' | 'accuracy' | 'recordedAt'>): RiderPosition => ({
  lat: row.lat,
  long: row.long,
  accuracy: row.accuracy,
  recordedAt: row.recordedAt.toISOString(),
});

/**
 * POST /api/delivery/location: the caller's position replaces their last one, only while they are on duty, and admins
 * and the customers of their orders out for delivery hear it moved. One statement: the partner's row is read FOR SHARE,
 * so going off duty at the same moment either waits for this (and then deletes it) or makes it find them off duty.
 */
export async function shareLocation(db: Db, actor: Actor, input: RiderLocationBody): Promise<{ message: string }> {
  const deliveryPartnerId = deliveryPartnerOnly(actor);
  const p = deliveryPartnerPositions;
  const saved = await announcePositionChange(
    db,
    'moved',
    sql`
      insert into ${p} (delivery_partner_id, lat, long, accuracy, recorded_at)
      select ${deliveryPartners.id}, ${input.lat}, ${input.long}, ${input.accuracy}, now()
      from ${deliveryPartners}
      where ${deliveryPartners.id} = ${deliveryPartnerId} and ${deliveryPartners.isAvailable}
      for share
      on conflict (delivery_partner_id) do update
        set lat = excluded.lat, long = excluded.long, accuracy = excluded.accuracy, recorded_at = excluded.recorded_at
      returning delivery_partner_id`,
  );
  if (!saved) throw notAllowed('OFF_DUTY', LOCATION_OFF_DUTY_MESSAGE);
  return { message: LOCATION_SAVED_MESSAGE };
}

/**
 * Deletes the partner's position (they went off duty or signed out), in the caller's transaction, and tells those
 * who were watching it that it is gone. Nothing when there was none.
 */
export async function forgetPosition(tx: Db, deliveryPartnerId: string): Promise<void> {
  await announcePositionChange(
    tx,
    'cleared',
    sql`delete from ${deliveryPartnerPositions} where ${deliveryPartnerPositions.deliveryPartnerId} = ${deliveryPartnerId} returning delivery_partner_id`,
  );
}

/** An item of the order is out for delivery: from the first item picked up until the last is delivered. */
const outForDelivery = sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.status} = 'Out For Delivery')`;

/**
 * GET /api/delivery/location/order/:orderId: where the order's rider is and when they arrive (the rider's distance
 * from the drop point at `speedKmh`), for its customer or an admin, only while the order is out for delivery. Another
 * customer's order is not found; null before pickup, after delivery, or before the rider's first position.
 */
export async function getOrderRider(db: Db, actor: Actor, input: { orderId: string; speedKmh: number }): Promise<OrderRiderReply['rider']> {
  if (actor.role !== 'customer' && actor.role !== 'admin') throw orderNotFound();
  const [row] = await db
    .select({
      shippingAddress: orders.shippingAddress,
      name: deliveryPartners.name,
      position: deliveryPartnerPositions,
      outForDelivery,
    })
    .from(orders)
    .leftJoin(deliveryPartners, eq(deliveryPartners.id, orders.deliveryPartnerId))
    .leftJoin(deliveryPartnerPositions, eq(deliveryPartnerPositions.deliveryPartnerId, orders.deliveryPartnerId))
    .where(and(eq(orders.id, input.orderId), actor.role === 'customer' ? eq(orders.customerId, actor.id) : undefined));
  if (!row) throw orderNotFound();
  if (!row.outForDelivery || !row.position || row.name === null) return null;
  const drop = { lat: row.shippingAddress.lat, lng: row.shippingAddress.long };
  const estimate = riderEstimate({ lat: row.position.lat, lng: row.position.long }, drop, input.speedKmh);
  return { name: row.name, position: asPosition(row.position), ...estimate };
}

/** GET /api/delivery/location/partners: every partner on duty for an admin's map, with their position and active orders. */
export async function getPartnersOnDuty(db: Db, actor: Actor): Promise<PartnerOnDuty[]> {
  if (actor.role !== 'admin') throw notAllowed('ADMINS_ONLY', ADMINS_ONLY_MESSAGE);
  const active = db
    .select({ deliveryPartnerId: orders.deliveryPartnerId, activeOrders: count().as('active_orders') })
    .from(orders)
    .where(inArray(orders.deliveryStatus, IN_PROGRESS_STATUSES))
    .groupBy(orders.deliveryPartnerId)
    .as('active');
  const rows = await db
    .select({
      id: deliveryPartners.id,
      name: deliveryPartners.name,
      phone: deliveryPartners.phone,
      activeOrders: active.activeOrders,
      position: deliveryPartnerPositions,
    })
    .from(deliveryPartners)
    .leftJoin(active, eq(active.deliveryPartnerId, deliveryPartners.id))
    .leftJoin(deliveryPartnerPositions, eq(deliveryPartnerPositions.deliveryPartnerId, deliveryPartners.id))
    .where(eq(deliveryPartners.isAvailable, true))
    .orderBy(asc(deliveryPartners.name), asc(deliveryPartners.id));
  return rows.map((row) => {
    const activeOrders = Number(row.activeOrders ?? 0);
    return {
      _id: row.id,
      name: row.name,
      phone: row.phone,
      activeOrders,
      state: activeOrders > 0 ? 'busy' : 'available',
      position: row.position ? asPosition(row.position) : null,
    };
  });
}
