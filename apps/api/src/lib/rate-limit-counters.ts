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

/** A client address as counted: IPv6 by its /64, since one subscriber holds the whole prefix. */
export const addressKey = (ip: string) => normalizeIP(ip, 64);

/**
 * Counts one hit in a shared window and returns the new total. With `max`, a hit that would pass it is
 * not counted and `undefined` comes back, so concurrent callers can never admit more than `max`.
 */
export async function countHit(db: Db, key: string, window: CounterWindow, max?: number): Promise<number | undefined> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: window.start, hits: 1, expiresAt: window.end })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
      ...(max === undefined ? {} : { setWhere: sql`${rateLimitCounters.hits} < ${max}` }),
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
