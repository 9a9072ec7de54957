import type { Role } from '@nukkad/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { rateLimited } from '../../lib/domain-error';
import { addressKey, sweepExpiredCounters } from '../../lib/rate-limit-counters';
import { decoyHash, verifyPassword } from './passwords';

/** How the failures under one key are counted: some free within the window, then a pause after each further one. */
type Policy = { windowMs: number; pauseFrom: number; firstPauseMs: number; maxPauseMs: number };

const WINDOW_MS = 15 * 60_000;
/** Per identifier, from any address: 10 failures free within 15 minutes, then one try per 30 s, doubling to 5 minutes. */
const PER_IDENTIFIER: Policy = { windowMs: WINDOW_MS, pauseFrom: 11, firstPauseMs: 30_000, maxPauseMs: 5 * 60_000 };
/** Per identifier and address: the 5th failure holds that address back from that identifier for 15 minutes. */
const PER_ADDRESS: Policy = { windowMs: WINDOW_MS, pauseFrom: 5, firstPauseMs: WINDOW_MS, maxPauseMs: WINDOW_MS };

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const milliseconds = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;

/**
 * Claims one try under `key` in a single upsert, counting it as a failure until a success clears it. A key whose
 * pause has not ended is left as it was and false comes back, so parallel tries can never claim more than allowed.
 */
async function claim(db: Db, key: string, policy: Policy, now: Date): Promise<boolean> {
  const f = signInFailures;
  const windowEnded = sql`${f.windowStart} <= ${at(new Date(now.getTime() - policy.windowMs))}`;
  const failures = sql`(case when ${windowEnded} then 1 else ${f.failures} + 1 end)`;
  const windowStart = sql`(case when ${windowEnded} then ${at(now)} else ${f.windowStart} end)`;
  const pause = sql`least(${policy.firstPauseMs}::float8 * power(2, ${failures} - ${policy.pauseFrom}), ${policy.maxPauseMs})`;
  const retryAt = sql`(case when ${failures} >= ${policy.pauseFrom} then ${at(now)} + ${pause} * interval '1 millisecond' end)`;
  const claimed = await db
    .insert(f)
    // Every policy leaves the first failure free, so a new key has no pause yet.
    .values({ key, failures: 1, windowStart: now, retryAt: null, expiresAt: new Date(now.getTime() + policy.windowMs) })
    .onConflictDoUpdate({
      target: f.key,
      set: {
        failures,
        windowStart,
        retryAt,
        expiresAt: sql`greatest(${windowStart} + ${milliseconds(policy.windowMs)}, ${retryAt})`,
      },
      setWhere: sql`${f.retryAt} is null or ${f.retryAt} <= ${at(now)}`,
    })
    .returning({ failures: f.failures });
  return claimed.length === 1;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The refusal for a held-back key, telling how long its pause still lasts. */
async function heldBack(db: Db, key: string, now: Date) {
  const [row] = await db.select({ retryAt: signInFailures.retryAt }).from(signInFailures).where(eq(signInFailures.key, key));
  const seconds = Math.max(1, Math.ceil(((row?.retryAt?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  return rateLimited(
    'SIGN_IN_HELD_BACK',
    `Too many failed sign-in attempts. Please wait ${describeWait(seconds)} and try again.`,
    seconds,
  );
}

/**
 * The account `find` gives when `password` is its own, checked only when neither the identifier nor this address's
 * tries at it are held back, and counted as a failure otherwise. Counted by the identifier as submitted, and a missing
 * account is checked against a decoy hash, so neither replies nor timing tell which exist; a refusal is 429 with
 * Retry-After and checks nothing.
 */
export async function checkAccountPassword<T extends { passwordHash: string }>(
  db: Db,
  input: { role: Role; identifier: string; ip: string; password: string },
  find: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const now = new Date();
  await sweepExpiredCounters(db, now);
  const forIdentifier = `${input.role}:${input.identifier}`;
  const forAddress = `${forIdentifier}@${addressKey(input.ip)}`;
  await db.transaction(async (tx) => {
    // Thrown inside the transaction, so a try refused for its address leaves the identifier's count as it was.
    if (!(await claim(tx, forIdentifier, PER_IDENTIFIER, now))) throw await heldBack(tx, forIdentifier, now);
    if (!(await claim(tx, forAddress, PER_ADDRESS, now))) throw await heldBack(tx, forAddress, now);
  });
  const account = await find();
  const ok = await verifyPassword(account?.passwordHash ?? (await decoyHash()), input.password);
  if (!account || !ok) return undefined;
  await db.delete(signInFailures).where(inArray(signInFailures.key, [forIdentifier, forAddress]));
  return account;
}
