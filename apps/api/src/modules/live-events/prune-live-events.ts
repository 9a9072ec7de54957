import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { takeTurn } from '../../lib/take-turn';

/** Live events are kept this long, far beyond the replay window (LIVE_REPLAY_MINUTES) a reconnecting stream may ask for. */
export const LIVE_EVENTS_KEPT_HOURS = 24;
/** Advisory lock ('live' in hex, 1); ('live', 0) is the lock of the live-events publisher (migration 0024). */
const PRUNE_LOCK = [0x6c697665, 1] as const;
/** At most this many rows per run, so one run never holds the database for long; the next run takes the rest. */
const RUN_LIMIT = 10_000;

/**
 * Deletes live events older than a day, oldest first, on one process at a time: whoever takes the lock prunes and
 * the others skip this round. Resolves to the number of rows deleted, or null when another process was pruning.
 */
export async function pruneLiveEvents(db: Db, now: Date): Promise<number | null> {
  const cutoff = new Date(now.getTime() - LIVE_EVENTS_KEPT_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    // Both drivers (node-postgres, PGlite) give the returned rows as `rows`.
    if (!(await takeTurn(tx, PRUNE_LOCK))) return null;
    const deleted = (await tx.execute(sql`
      delete from ${liveEvents}
      where id in (select id from ${liveEvents} where created_at < ${cutoff.toISOString()}::timestamptz order by created_at limit ${RUN_LIMIT})
      returning id`)) as { rows: unknown[] };
    return deleted.rows.length;
  });
}
