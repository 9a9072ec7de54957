import { LIVE_REPLAY_MINUTES, type LiveEvent } from '@nukkad/contracts';
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPartners, liveEvents } from '../../db/schema';
import type { Actor } from '../../lib/actor';

// Readers of the live-events outbox, for the streams held by one API process.

export type LiveEventRow = typeof liveEvents.$inferSelect;

/** What a stream sends: the row without its recipient. */
export function toLiveEvent(row: LiveEventRow): LiveEvent {
  return {
    id: String(row.id),
    type: row.type,
    orderId: row.orderId,
    notificationId: row.notificationId,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The published rows of these ids, oldest first. */
export async function liveEventsByIds(db: Db, ids: readonly number[]): Promise<LiveEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(liveEvents)
    .where(inArray(liveEvents.id, [...ids]))
    .orderBy(asc(liveEvents.id));
}

/**
 * What a reconnecting listener missed after the event `afterId`, from the replay window, oldest first: the rows to
 * its account and to its role ('available' only while the partner is on duty). Session rows are left out: they
 * ended sessions before this one, which the session check already judged.
 */
export async function missedLiveEvents(db: Db, listener: Actor, afterId: number): Promise<LiveEventRow[]> {
  const onDuty = sql`exists (select 1 from ${deliveryPartners} where ${deliveryPartners.id} = ${listener.id} and ${deliveryPartners.isAvailable})`;
  return db
    .select()
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.recipientRole, listener.role),
        or(eq(liveEvents.recipientId, listener.id), isNull(liveEvents.recipientId)),
        gt(liveEvents.id, afterId),
        gt(liveEvents.createdAt, sql`now() - make_interval(mins => ${LIVE_REPLAY_MINUTES}::integer)`),
        ne(liveEvents.type, 'session'),
        listener.role === 'delivery' ? or(ne(liveEvents.type, 'available'), onDuty) : undefined,
      ),
    )
    .orderBy(asc(liveEvents.id));
}

/** Of these partners, the ones on duty now. */
export async function deliveryPartnersOnDuty(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: deliveryPartners.id })
    .from(deliveryPartners)
    .where(and(inArray(deliveryPartners.id, [...ids]), eq(deliveryPartners.isAvailable, true)));
  return new Set(rows.map((r) => r.id));
}
