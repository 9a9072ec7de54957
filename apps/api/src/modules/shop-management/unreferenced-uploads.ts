import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products, shops, uploads } from '../../db/schema';
import type { FileStore } from '../../ports/file-store';
import { takeTurn } from '../../lib/take-turn';

/** An upload nothing refers to this long after it was made is deleted (a seller has a day to use what they uploaded). */
export const UNREFERENCED_UPLOAD_HOURS = 24;
/** Advisory lock ('upld' in hex, 1): one process deletes at a time. */
const CLEANUP_LOCK = [0x75706c64, 1] as const;
/** At most this many files per run, so one run never holds the lock for long; the next run takes the rest. */
const RUN_LIMIT = 2_000;

/** The image a stored file belongs to: its full-size path, so an image's two sizes stand or fall together. */
const imageOf = (path: SQL | string) => sql`regexp_replace(${path}, '-card\\.webp$', '.webp')`;

/** Every image something refers to: products', shops' and, since orders keep theirs, order lines'. */
const referenced = (path: SQL) => sql`exists (
  select 1 from (
    select unnest(${products.images}) as image from ${products}
    union all select unnest(${shops.images}) from ${shops}
    union all select ${orderItems.image} from ${orderItems} where ${orderItems.image} is not null
  ) refs
  where ${imageOf(sql`refs.image`)} = ${imageOf(path)})`;

/**
 * Deletes the files (both sizes) and rows of uploads made more than a day before `now` that no product, shop or
 * order line refers to, on one process at a time: whoever takes the lock deletes, the others skip this round.
 * Only files recorded as uploads are ever considered, so the demo's pictures are never touched. Resolves to the
 * number of files deleted, or null when another process was deleting.
 */
export async function deleteUnreferencedUploads(db: Db, fileStore: FileStore, now: Date): Promise<number | null> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    if (!(await takeTurn(tx, CLEANUP_LOCK))) return null;
    // Skips uploads a seller is attaching right now (checkSellerImages holds them `for share`).
    const candidates = (await tx.execute(sql`
      select u.id from ${uploads} u
      where u.created_at < ${cutoff.toISOString()}::timestamptz and not ${referenced(sql`u.path`)}
      order by u.created_at
      limit ${RUN_LIMIT}
      for update of u skip locked`)) as { rows: { id: string }[] };
    if (candidates.rows.length === 0) return 0;
    // Checked again in a statement of its own, which sees what a seller committed since the first one began.
    const ids = sql.join(candidates.rows.map((r) => sql`${r.id}::uuid`), sql`, `);
    const deleted = (await tx.execute(sql`
      delete from ${uploads} u where u.id in (${ids}) and not ${referenced(sql`u.path`)}
      returning u.path`)) as { rows: { path: string }[] };
    // Inside the transaction: a file that cannot be deleted keeps its row, for the next run.
    for (const { path } of deleted.rows) await fileStore.remove(path);
    return deleted.rows.length;
  });
}
