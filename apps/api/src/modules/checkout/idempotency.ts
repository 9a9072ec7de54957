import { IDEMPOTENCY_KEY_REUSED_MESSAGE, ORDER_BEING_PLACED_MESSAGE } from '@nukkad/contracts';
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedIn } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, unprocessable } from '../../lib/domain-error';

/** How long a checkout attempt's key is remembered; an older one is ignored and purged. */
export const IDEMPOTENCY_KEY_HOURS = 24;
const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/** A hash of what decides the order; fields the server ignores (fees, statuses) are left out. */
export function requestHash(fields: readonly (string | null)[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * The first step of a checkout: claims the key for this request. A new key returns null (go on); a key already
 * used for the same request returns its order. A concurrent duplicate blocks on the primary key until the first
 * attempt ends, then finds its order (committed) or claims the key itself (rolled back).
 */
export async function claimIdempotencyKey(tx: Db, actor: Actor, key: string, hash: string): Promise<string | null> {
  // One statement, built once: a key past its 24 hours is taken over as if new; a live one is left as it is (nothing returned).
  const claimed = await preparedIn(tx, 'checkout_claim_key', (db) =>
    db
      .insert(idempotencyKeys)
      .values({ customerId: sql.placeholder('customerId'), key: sql.placeholder('key'), requestHash: sql.placeholder('hash') })
      .onConflictDoUpdate({
        target: [idempotencyKeys.customerId, idempotencyKeys.key],
        set: { requestHash: sql`${sql.placeholder('hash')}`, orderId: null, createdAt: sql`now()` },
        setWhere: lt(idempotencyKeys.createdAt, expired),
      })
      .returning({ key: idempotencyKeys.key })
      .prepare('checkout_claim_key'),
  ).execute({ customerId: actor.id, key, hash });
  if (claimed.length > 0) return null;
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, actor.id), eq(idempotencyKeys.key, key)));
  if (stored && stored.requestHash !== hash) {
    throw unprocessable('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  // The key is written with its order in one transaction, so a stored key without one was removed meanwhile.
  if (!stored?.orderId) throw conflict('IDEMPOTENCY_KEY_BUSY', ORDER_BEING_PLACED_MESSAGE);
  return stored.orderId;
}

/** Forgets every key past its 24 hours (the background jobs run this). */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const purged = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired)).returning({ key: idempotencyKeys.key });
  return purged.length;
}
