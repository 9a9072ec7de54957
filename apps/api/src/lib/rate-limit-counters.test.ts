import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters, signInFailures } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { addressKey, COUNTER_SWEEP_INTERVAL_MS, countHit, fixedWindow, sweepExpiredCounters } from './rate-limit-counters';

describe('shared rate-limit counters', () => {
  let t: TestApp;
  const rows = () =>
    t.database.db
      .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .orderBy(asc(rateLimitCounters.key));

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('aligns windows to the epoch', () => {
    const w = fixedWindow(new Date('2026-03-01T10:07:30.000Z'), 15 * 60_000);
    expect(w.start.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-03-01T10:15:00.000Z');
  });

  it('counts IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });

  it('counts hits per key and window', async () => {
    const w1 = fixedWindow(new Date('2030-01-01T00:00:10Z'), 60_000);
    const w2 = fixedWindow(new Date('2030-01-01T00:01:10Z'), 60_000);
    expect(await countHit(t.database.db, 'test:a', w1)).toBe(1);
    expect(await countHit(t.database.db, 'test:a', w1)).toBe(2);
    expect(await countHit(t.database.db, 'test:b', w1)).toBe(1);
    expect(await countHit(t.database.db, 'test:a', w2)).toBe(1);
  });

  it('with a ceiling, 25 parallel hits admit exactly the ceiling and count no more', async () => {
    const w = fixedWindow(new Date('2030-01-01T00:00:10Z'), 60_000);
    const results = await Promise.all(Array.from({ length: 25 }, () => countHit(t.database.db, 'test:parallel', w, 10)));
    expect(results.filter((r) => r !== undefined).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await rows()).find((r) => r.key === 'test:parallel')?.hits).toBe(10);
  });

  it('counts an amount at a time (bytes, say), refusing whole any amount that would pass the ceiling, even the first', async () => {
    const w = fixedWindow(new Date('2030-01-01T00:00:10Z'), 60_000);
    expect(await countHit(t.database.db, 'test:bytes', w, 1_000, 1_001)).toBeUndefined();
    expect((await rows()).find((r) => r.key === 'test:bytes')).toBeUndefined();
    expect(await countHit(t.database.db, 'test:bytes', w, 1_000, 600)).toBe(600);
    expect(await countHit(t.database.db, 'test:bytes', w, 1_000, 401)).toBeUndefined();
    expect(await countHit(t.database.db, 'test:bytes', w, 1_000, 400)).toBe(1_000);
    const parallel = await Promise.all(Array.from({ length: 12 }, () => countHit(t.database.db, 'test:bytes-parallel', w, 1_000, 300)));
    expect(parallel.filter((r) => r !== undefined).sort((a, b) => a! - b!)).toEqual([300, 600, 900]);
    expect((await rows()).find((r) => r.key === 'test:bytes-parallel')?.hits).toBe(900);
  });

  it('deletes ended windows at most once a minute per process', async () => {
    const { db } = t.database;
    await db.delete(rateLimitCounters);
    const now = new Date('2030-06-01T12:00:30Z');
    await countHit(db, 'test:ended', fixedWindow(new Date('2030-06-01T11:58:00Z'), 60_000));
    await countHit(db, 'test:live', fixedWindow(now, 60_000));
    await sweepExpiredCounters(db, now);
    expect((await rows()).map((r) => r.key)).toEqual(['test:live']);

    // Ended since the last sweep, but a second sweep within the interval does not touch the table.
    await countHit(db, 'test:ended-later', fixedWindow(new Date('2030-06-01T11:59:00Z'), 60_000));
    await sweepExpiredCounters(db, new Date(now.getTime() + COUNTER_SWEEP_INTERVAL_MS - 1_000));
    expect((await rows()).map((r) => r.key)).toEqual(['test:ended-later', 'test:live']);

    await sweepExpiredCounters(db, new Date(now.getTime() + COUNTER_SWEEP_INTERVAL_MS));
    expect((await rows()).map((r) => r.key)).toEqual([]);
  });

  it('sweeps sign-in failures only once both their window and their pause are over', async () => {
    const { db } = t.database;
    const at = (iso: string) => new Date(iso);
    const windowStart = at('2030-07-01T12:00:00Z');
    await db.insert(signInFailures).values([
      { key: 'test:window-over', failures: 3, windowStart, retryAt: null, expiresAt: at('2030-07-01T12:15:00Z') },
      { key: 'test:still-paused', failures: 16, windowStart, retryAt: at('2030-07-01T12:17:30Z'), expiresAt: at('2030-07-01T12:17:30Z') },
    ]);
    await sweepExpiredCounters(db, at('2030-07-01T12:16:00Z'));
    const left = await db.select({ key: signInFailures.key }).from(signInFailures);
    expect(left.map((r) => r.key)).toEqual(['test:still-paused']);
  });
});
