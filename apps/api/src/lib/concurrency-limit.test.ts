import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrency limit', () => {
  it('runs at most two tasks at once; the others wait and start in the order they came as slots free', async () => {
    const limit = concurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const runs = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        peak = Math.max(peak, ++running);
        await gate.promise;
        running--;
        return i * 10;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([limit.active, limit.waiting]).toEqual([2, 3]);

    gates[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    expect([limit.active, limit.waiting]).toEqual([2, 1]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that failed and hands it to the next', async () => {
    const limit = concurrencyLimit(1);
    const failing = limit.run(async () => {
      throw new Error('corrupt image');
    });
    const next = limit.run(async () => 'ok');
    await expect(failing).rejects.toThrow('corrupt image');
    expect(await next).toBe('ok');
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });
});
