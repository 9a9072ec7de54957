import { describe, expect, it } from 'vitest';
import { daily } from './catalogue-data';
import { demoShopHours } from './demo-hours';

// A shop open 09:00–23:00 in Kolkata (UTC+5:30): 23:00 IST is 17:30 UTC.
const dhaba = { hours: daily('09:00', '23:00') };

describe('demo shop hours', () => {
  it('keeps a shop open by its hours for longer than two hours as its hours say', () => {
    const noon = new Date('2026-11-27T06:30:00Z'); // 12:00 IST
    expect(demoShopHours(dhaba, noon)).toMatchObject({ isOpen: true, isOpenUntil: new Date('2026-11-27T17:30:00Z') });
  });

  it('holds a shop closing within two hours open by hand until its closing the next day, so only one shop closes soon', () => {
    const tenToEleven = new Date('2026-11-27T17:20:00Z'); // 22:50 IST
    expect(demoShopHours(dhaba, tenToEleven)).toMatchObject({ isOpen: true, isOpenUntil: new Date('2026-11-28T17:30:00Z') });
  });

  it('opens a shop closed by its hours by hand until its next closing', () => {
    const halfPastEleven = new Date('2026-11-27T18:00:00Z'); // 23:30 IST
    expect(demoShopHours(dhaba, halfPastEleven)).toMatchObject({ isOpen: true, isOpenUntil: new Date('2026-11-28T17:30:00Z') });
  });

  it('leaves the shop on the closing-soon clock to close within 45–60 minutes, and the closed-now one closed', () => {
    const at = new Date('2026-11-27T17:20:00Z');
    const closing = demoShopHours({ hours: dhaba.hours, demoClock: 'closing-soon' }, at);
    expect(closing.isOpen).toBe(true);
    const minutesLeft = (closing.isOpenUntil!.getTime() - at.getTime()) / 60_000;
    expect(minutesLeft).toBeGreaterThanOrEqual(45);
    expect(minutesLeft).toBeLessThanOrEqual(60);
    expect(demoShopHours({ hours: dhaba.hours, demoClock: 'closed-now' }, at).isOpen).toBe(false);
  });
});
