import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Adds the units checkouts queued to their products' ordered_count (and so their shops' and search postings'),
 * one process at a time (another waits its turn). Resolves to the number of products counted.
 */
export async function countOrderedUnits(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select nukkad_count_ordered_units() as counted`)) as { rows: { counted: number }[] };
  return rows[0]?.counted ?? 0;
}
