import { idSchema, type Role } from '@nukkad/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { admins, customers, deliveryPartners, sellers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { announceSessionEnd } from '../live-events/outbox';
import { forgetPosition } from '../delivery/location';
import { removeAccountSubscriptions } from '../push/subscriptions';

const ACCOUNTS = { customer: customers, seller: sellers, admin: admins, delivery: deliveryPartners } satisfies Record<Role, unknown>;

/** The account's current token version, or null when the id is malformed or no such account exists (one lookup by primary key). */
export async function currentTokenVersion(db: Db, actor: Actor): Promise<number | null> {
  if (!idSchema.safeParse(actor.id).success) return null;
  // Every signed-in request asks this once: prepared, one statement per role.
  const query = prepared(db, `token_version_${actor.role}`, () => {
    const table = ACCOUNTS[actor.role];
    return db
      .select({ tokenVersion: table.tokenVersion })
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .prepare(`token_version_${actor.role}`);
  });
  const [row] = await query.execute({ id: actor.id });
  return row?.tokenVersion ?? null;
}

/**
 * Revokes every token issued so far to the actor's account (logout, password change), closes its live streams,
 * removes its devices' push subscriptions (signed out everywhere, no device should still hear of its orders) and
 * deletes a partner's position.
 */
export async function revokeSessions(db: Db, actor: Actor): Promise<void> {
  await db.transaction((tx) => endEverySession(tx, actor));
}

/** What revokeSessions does, in the caller's transaction (an account deletion ends every session with its other steps). */
export async function endEverySession(tx: Db, actor: Actor): Promise<void> {
  const table = ACCOUNTS[actor.role];
  const revoked = await tx
    .update(table)
    .set({ tokenVersion: sql`${table.tokenVersion} + 1` })
    .where(eq(table.id, actor.id))
    .returning({ id: table.id });
  if (revoked.length === 0) return;
  await announceSessionEnd(tx, actor);
  await removeAccountSubscriptions(tx, actor);
  // A partner signed out is no longer seen on any map.
  if (actor.role === 'delivery') await forgetPosition(tx, actor.id);
}
