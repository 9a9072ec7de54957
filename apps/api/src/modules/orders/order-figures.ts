import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Folds the rows order changes added to order_figures into one per status; resolves to how many rows were folded. */
export async function foldOrderFigures(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`select nukkad_fold_order_figures() as folded`)) as { rows: { folded: number }[] };
  return rows[0]?.folded ?? 0;
}
