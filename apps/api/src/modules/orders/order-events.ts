import type { ItemStatus } from '@nukkad/contracts';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { announce, orderEventsAnnouncement, type Announcement } from '../live-events/outbox';

export type OrderEvent = {
  orderId: string;
  /** The item that moved; absent for a step of the whole order. */
  orderItemId?: string;
  kind: (typeof orderEvents.$inferInsert)['kind'];
  fromStatus?: ItemStatus;
  toStatus?: ItemStatus;
  note?: string;
};

/** The order event log's rows for `events` (who, when, from → to) and the live events telling the people concerned. */
export function orderEventsRecord(tx: Db, actor: Actor, events: readonly OrderEvent[]): Announcement {
  const logged = tx.insert(orderEvents).values(
    events.map((e) => ({
      orderId: e.orderId,
      orderItemId: e.orderItemId ?? null,
      kind: e.kind,
      actorRole: actor.role,
      actorId: actor.id,
      fromStatus: e.fromStatus ?? null,
      toStatus: e.toStatus ?? null,
      note: e.note ?? null,
    })),
  );
  return orderEventsAnnouncement(events, logged);
}

/**
 * Appends to the order event log, in the caller's transaction: who, when, from → to. Never updated, never deleted.
 * The same statement writes the live events that tell the people concerned, so they go out exactly when it commits.
 */
export async function recordOrderEvents(tx: Db, actor: Actor, events: readonly OrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await announce(tx, [orderEventsRecord(tx, actor, events)]);
}
