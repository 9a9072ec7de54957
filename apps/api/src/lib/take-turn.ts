import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** An advisory lock's two keys: the job's name in four ASCII bytes, and a number of its own. */
export type JobLock = readonly [number, number];

/**
 * Whether this transaction takes the job's turn: the first of the processes running it at once gets the lock
 * until it commits, the others get false at once (they skip this run rather than queue behind it).
 */
export async function takeTurn(tx: Db, lock: JobLock): Promise<boolean> {
  const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${lock[0]}, ${lock[1]}) as taken`)) as { rows: { taken: boolean }[] };
  return rows[0]?.taken === true;
}
