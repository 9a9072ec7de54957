import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2025-03-05T12:00:00.000Z');
  const at = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [30_000, 'just now'],
    [5 * 60_000, '5 min ago'],
    [59 * 60_000, '59 min ago'],
    [60 * 60_000, '1 hr ago'],
    [23 * 3_600_000, '23 hr ago'],
    [24 * 3_600_000, 'yesterday'],
    [3 * 86_400_000, '3 days ago'],
    [8 * 86_400_000, '25 Feb 2025'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(relativeTime(at(elapsed), now)).toBe(expected);
  });

  it('gives back a value that is not a date', () => {
    expect(relativeTime('soon', now)).toBe('soon');
  });
});

describe('exactTime', () => {
  it('reads the time in India', () => {
    expect(exactTime('2025-03-05T14:12:00.000Z')).toMatch(/5 Mar 2025.*7:42/);
  });

  it('gives back a value that is not a date', () => {
    expect(exactTime('soon')).toBe('soon');
  });
});
