import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { addressKey, countHit, fixedWindow, sweepExpiredCounters } from '../lib/rate-limit-counters';
import { SESSION_COOKIE } from './app/auth';

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hit) => void;
type RouteInfo = { method?: string | string[]; url?: string };

/** In-process fixed-window counts: no I/O, pruned of ended windows once a minute. */
class LocalCounts {
  private counts = new Map<string, { start: number; hits: number; end: number }>();
  private nextPrune = 0;

  hit(key: string, timeWindow: number, now: number): Hit {
    if (now >= this.nextPrune) {
      for (const [k, entry] of this.counts) if (entry.end <= now) this.counts.delete(k);
      this.nextPrune = now + 60_000;
    }
    const start = now - (now % timeWindow);
    let entry = this.counts.get(key);
    if (!entry || entry.start !== start) {
      entry = { start, hits: 0, end: start + timeWindow };
      this.counts.set(key, entry);
    }
    entry.hits += 1;
    return { current: entry.hits, ttl: entry.end - now };
  }
}

/**
 * A store for @fastify/rate-limit. The general limit counts in-process so catalogue reads add no database
 * round trip; routes with their own `rateLimit` (sign-in and sign-up) count in PostgreSQL, shared by every replica.
 */
export function counterStore(db: Db) {
  return class CounterStore implements FastifyRateLimitStore {
    private readonly local = new LocalCounts();

    /** `scope` is set for a route's own limit: its counters are shared rows under that name. */
    constructor(_options: unknown, private readonly scope?: string) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      if (this.scope === undefined) {
        callback(null, this.local.hit(key, timeWindow, now));
        return;
      }
      const window = fixedWindow(new Date(now), timeWindow);
      sweepExpiredCounters(db, new Date(now))
        .then(() => countHit(db, `rl:${this.scope}:${key}`, window))
        .then((hits) => callback(null, { current: hits ?? 0, ttl: window.end.getTime() - now }), callback);
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      const scope = url ? `${[method ?? ''].flat().join(',')} ${url}` : 'custom';
      return new CounterStore(routeOptions, scope);
    }
  };
}

/** Routes with their own limit are the sign-in and sign-up calls. */
const hasOwnLimit = (request: FastifyRequest) => typeof request.routeOptions.config?.rateLimit === 'object';

/**
 * Signed-in traffic counts per account (many customers share one carrier-NAT address); everything else per address.
 * Sign-in calls always count per address, so a session of one's own never buys fresh password guesses.
 */
export async function clientKey(request: FastifyRequest): Promise<string> {
  // A request whose connection already closed has no address left; it still needs a key.
  const address = `ip:${addressKey(request.ip ?? 'unknown')}`;
  if (hasOwnLimit(request)) return address;
  // Set when the route's access guard ran first and found a valid session.
  const actor = request.actor as { id: string; role: string } | null;
  if (actor) return `${actor.role}:${actor.id}`;
  if (typeof request.jwtVerify !== 'function') return address;
  const carriesToken =
    request.headers.authorization !== undefined || (request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
  if (!carriesToken) return address;
  try {
    const { role, sub } = await request.jwtVerify<{ role: string; sub: string }>();
    return `${role}:${sub}`;
  } catch {
    return address; // no valid session: counted as anonymous traffic
  }
}

/** Decided by the matched route, so an encoded or otherwise disguised path cannot step around the limits. */
export const isExempt = (request: FastifyRequest) => !request.routeOptions.url?.startsWith('/api/');

/** Per-minute request limits for the API; pages and their assets are static and not limited. */
export default fp(async function rateLimits(app: FastifyInstance, opts: { config: Config }) {
  await app.register(rateLimit, {
    max: opts.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    store: counterStore(app.database.db),
    keyGenerator: clientKey,
    allowList: isExempt,
    // The counts are told with a refusal (429 with Retry-After), not on every reply.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
});
