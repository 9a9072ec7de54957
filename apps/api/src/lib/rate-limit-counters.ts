import { normalizeIP } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters, signInFailures } from '../db/schema';

/** Expired counter rows are deleted at most this often by each process. */
export const COUNTER_SWEEP_INTERVAL_MS = 60_000;

export type CounterWindow = { start: Date; end: Date };

/** The fixed window (aligned to the epoch) that contains `now`. */
export function fixedWindow(now: Date, windowMs: number): CounterWindow {
  const start = now.getTime() - (now.getTime() % windowMs);
  return { start: new Date(start), end: new Date(start + windowMs) };
}

/** Whole minutes until the window ends (at least 1), for telling a refused caller how long to wait. */
export const minutesLeft = (window: CounterWindow, now: Date) => Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 60_000));

/** A client address as counted: IPv6 by its /64, since one subscriber holds the whole prefix. */
export const addressKey = (ip: string) => normalizeIP(ip, 64);

/**
 * Counts `amount` hits (1: one request; bytes, say) in a shared window and returns the new total. With `max`, an
 * amount that would pass it is not counted at all and `undefined` comes back, so concurrent callers can never admit more than `max`.
 */
export async function countHit(db: Db, key: string, window: CounterWindow, max?: number, amount = 1): Promise<number | undefined> {
  // The first hit of a window is an insert, which no condition guards.
  if (max !== undefined && amount > max) return undefined;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: window.start, hits: amount, expiresAt: window.end })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + ${amount}` },
      ...(max === undefined ? {} : { setWhere: sql`${rateLimitCounters.hits} + ${amount} <= ${max}` }),
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits;
}

const lastSweep = new WeakMap<Db, number>();

/** Deletes rows of ended windows (and sign-in failures past their window and pause), at most once per interval per database handle in this process. */
export async function sweepExpiredCounters(db: Db, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < COUNTER_SWEEP_INTERVAL_MS) return;
  lastSweep.set(db, now.getTime());
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
  await db.delete(signInFailures).where(lt(signInFailures.expiresAt, now));
}
