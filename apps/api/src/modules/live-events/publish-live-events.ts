import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Publishes the committed live events still staged, oldest first, up to `batch` of them (migration
 * 0024_checkout_without_global_lock): each takes the next published id and the range is NOTIFYed on
 * LIVE_EVENTS_CHANNEL. Resolves to how many were published, or null when another process was publishing.
 */
export async function publishLiveEvents(db: Db, batch: number): Promise<number | null> {
  // Both drivers (node-postgres, PGlite) give the returned rows as `rows`.
  const { rows } = (await db.execute(sql`select nukkad_publish_live_events(${batch}::integer) as published`)) as { rows: { published: number | null }[] };
  return rows[0]?.published ?? null;
}

/** The ids a NOTIFY payload names: one id, or a range `first-last` (both included); empty when it names none. */
export function publishedIds(payload: string): number[] {
  const [first, last = first] = payload.split('-').map(Number);
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last) || first! < 1 || last! < first!) return [];
  return Array.from({ length: last! - first! + 1 }, (_, i) => first! + i);
}
