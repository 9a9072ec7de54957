import type { ItemStatus } from '@nukkad/contracts';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { announceOrderEvents } from '../live-events/outbox';

export type OrderEvent = {
  orderId: string;
  /** The item that moved; absent for a step of the whole order. */
  orderItemId?: string;
  kind: (typeof orderEvents.$inferInsert)['kind'];
  fromStatus?: ItemStatus;
  toStatus?: ItemStatus;
  note?: string;
};

/**
 * Appends to the order event log, in the caller's transaction: who, when, from → to. Never updated, never deleted.
 * The same transaction writes the live events that tell the people concerned, so they go out exactly when it commits.
 */
export async function recordOrderEvents(tx: Db, actor: Actor, events: readonly OrderEvent[]): Promise<void> {
  if (events.length === 0) return;
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
  // One statement writes both.
  await announceOrderEvents(tx, events, logged);
}
