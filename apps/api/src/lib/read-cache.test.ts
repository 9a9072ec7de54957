import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('read cache', () => {
  it('shares one load between identical requests in flight', async () => {
    const read = createReadCache({ ttlMs: 0 });
    let loads = 0;
    const d = deferred<string>();
    const load = () => (loads++, d.promise);
    const a = read('k', load);
    const b = read('k', load);
    d.resolve('v');
    expect(await Promise.all([a, b])).toEqual(['v', 'v']);
    expect(loads).toBe(1);
    // With no TTL the next request loads afresh.
    await read('k', async () => (loads++, 'w'));
    expect(loads).toBe(2);
  });

  it('reuses an answer for its TTL, then loads again', async () => {
    let clock = 1_000;
    const read = createReadCache({ ttlMs: 500, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await read('k', load)).toBe(1);
    clock += 499;
    expect(await read('k', load)).toBe(1);
    clock += 2;
    expect(await read('k', load)).toBe(2);
  });

  it('never keeps a failure', async () => {
    const read = createReadCache({ ttlMs: 10_000 });
    await expect(read('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await read('k', async () => 'up')).toBe('up');
  });

  it('keeps different keys apart and stays within its size', async () => {
    const read = createReadCache({ ttlMs: 10_000, maxEntries: 2 });
    let loads = 0;
    await read('a', async () => ++loads);
    await read('b', async () => ++loads);
    await read('c', async () => ++loads);
    expect(await read('a', async () => ++loads)).toBe(4);
    expect(await read('c', async () => ++loads)).toBe(3);
  });

  it('forgets every answer on clear, and does not keep a load that was in flight', async () => {
    const read = createReadCache({ ttlMs: 10_000 });
    expect(await read('a', async () => 'old a')).toBe('old a');
    const slow = deferred<string>();
    const inFlight = read('b', () => slow.promise);
    read.clear();
    slow.resolve('old b');
    expect(await inFlight).toBe('old b');
    expect(await read('a', async () => 'new a')).toBe('new a');
    expect(await read('b', async () => 'new b')).toBe('new b');
  });
});
