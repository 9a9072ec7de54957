import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeat } from './repeat';

describe('repeat', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every interval, skipping a tick while the last run is still going', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = repeat(100, run);
    await vi.advanceTimersByTimeAsync(350);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await job.stop();
  });

  it('stops repeating, and stop waits for the run still going', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    let finished = false;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)).then(() => void (finished = true)));
    const job = repeat(100, run);
    await vi.advanceTimersByTimeAsync(100);
    const stopped = job.stop().then(() => finished);
    finish();
    expect(await stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
