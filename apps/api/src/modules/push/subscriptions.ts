import { isIP } from 'node:net';
import { PUSH_SUBSCRIBED_MESSAGE, PUSH_UNSUBSCRIBED_MESSAGE, type PushSubscribeBody, type PushUnsubscribeBody, type Role } from '@nukkad/contracts';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { invalid, notAllowed } from '../../lib/domain-error';

/** The apps that ask for notifications: the admin app does not. */
export const PUSH_ROLES = ['customer', 'seller', 'delivery'] as const satisfies readonly Role[];

export const PUSH_ENDPOINT_REFUSED_MESSAGE = 'Endpoint must be a push service on the internet (https)';

/** 127/8, 10/8, 172.16/12, 192.168/16, 169.254/16, 0/8, and IPv6 loopback, link-local and unique-local addresses. */
function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(bare);
  if (family === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (family === 6) return bare === '::1' || bare === '::' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || bare.startsWith('::ffff:');
  return false;
}

/**
 * The API posts to whatever endpoint a browser names, so in production only an https address on the internet is
 * taken (never this machine or the private network); development and tests also take local http ones (a stand-in).
 */
export function checkEndpoint(endpoint: string, opts: { allowLocal: boolean }): void {
  if (opts.allowLocal) return;
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host)) {
    throw invalid('PUSH_ENDPOINT_REFUSED', PUSH_ENDPOINT_REFUSED_MESSAGE, 'endpoint');
  }
}

function pushRoleOnly(actor: Actor): void {
  if (!(PUSH_ROLES as readonly Role[]).includes(actor.role)) throw notAllowed('PUSH_NOT_FOR_ROLE', 'This app does not send notifications');
}

const ownedBy = (actor: Actor) => and(eq(pushSubscriptions.accountRole, actor.role), eq(pushSubscriptions.accountId, actor.id));

/**
 * POST /api/push/subscribe: this device's subscription, for the signed-in account. An endpoint another account
 * had is taken from it (with whatever was still to be pushed to it for that account); the same account's is
 * refreshed (keys change when the browser renews it).
 */
export async function subscribe(db: Db, actor: Actor, input: PushSubscribeBody, opts: { allowLocal: boolean }): Promise<{ message: string }> {
  pushRoleOnly(actor);
  checkEndpoint(input.endpoint, opts);
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, input.endpoint),
          or(ne(pushSubscriptions.accountRole, actor.role), ne(pushSubscriptions.accountId, actor.id)),
        ),
      );
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, accountRole: actor.role, accountId: actor.id })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: input.keys.p256dh, auth: input.keys.auth, accountRole: actor.role, accountId: actor.id, updatedAt: new Date() },
      });
  });
  return { message: PUSH_SUBSCRIBED_MESSAGE };
}

/** DELETE /api/push/subscribe: this device stops receiving the account's pushes (another account's endpoint is left alone). */
export async function unsubscribe(db: Db, actor: Actor, input: PushUnsubscribeBody): Promise<{ message: string }> {
  pushRoleOnly(actor);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, input.endpoint), ownedBy(actor)));
  return { message: PUSH_UNSUBSCRIBED_MESSAGE };
}

/** Every subscription of the account: its session ended (logout, password change), in the transaction that ends it. */
export async function removeAccountSubscriptions(tx: Db, actor: Actor): Promise<void> {
  await tx.delete(pushSubscriptions).where(ownedBy(actor));
}
