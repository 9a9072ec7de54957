import { describe, expect, it } from 'vitest';
import { discountPulses } from './discount-percent';

describe('discountPulses', () => {
  it('pulses strictly above 20%', () => {
    expect(discountPulses(20)).toBe(false);
    expect(discountPulses(21)).toBe(true);
    expect(discountPulses(null)).toBe(false);
  });
});
