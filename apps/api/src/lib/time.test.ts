import { describe, expect, it } from 'vitest';
import { businessDate } from './time';

describe('businessDate', () => {
  it('is the calendar day in Asia/Kolkata (UTC+5:30), not in UTC', () => {
    expect(businessDate(new Date('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(businessDate(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
  });
});
