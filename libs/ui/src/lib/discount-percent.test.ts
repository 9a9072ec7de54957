import { describe, expect, it } from 'vitest';
import { discountPercent, discountPulses } from './discount-percent';

describe('discountPercent', () => {
  it.each([
    [80, 100, 20],
    [79, 100, 21],
    [50, 100, 50],
    [199, 249, 20],
    [99.5, 100, 1],
  ])('price %d of basePrice %d → %i%%', (price, basePrice, expected) => {
    expect(discountPercent(price, basePrice)).toBe(expected);
  });

  it.each([
    [100, 100],
    [120, 100],
    [0, 0],
    [99.9, 100],
    [Number.NaN, 100],
  ])('price %d of basePrice %d → null', (price, basePrice) => {
    expect(discountPercent(price, basePrice)).toBeNull();
  });

  it('pulses strictly above 20%', () => {
    expect(discountPulses(20)).toBe(false);
    expect(discountPulses(21)).toBe(true);
    expect(discountPulses(null)).toBe(false);
  });
});
