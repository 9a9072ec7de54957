import { describe, expect, it } from 'vitest';
import {
  differencePaise,
  discountPercent,
  lineTotalPaise,
  lineTotalRupees,
  linesTotalPaise,
  linesTotalRupees,
  partnerCommissionPaise,
  sumPaise,
  sumRupees,
} from './sums';

// Expected values are worked out by hand (₹1 = 100 paise).

describe('sumPaise', () => {
  it('adds integer paise', () => {
    expect(sumPaise([])).toBe(0);
    expect(sumPaise([1999, 1, 5000])).toBe(7000);
  });

  it('refuses fractions and sums past a safe integer', () => {
    expect(() => sumPaise([10, 0.5])).toThrow(RangeError);
    expect(() => sumPaise([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('differencePaise', () => {
  it('takes every amount off the first', () => {
    expect(differencePaise(10000, 2500, 500)).toBe(7000);
    expect(differencePaise(1000, 1500)).toBe(-500);
    expect(differencePaise(1000)).toBe(1000);
  });
});

describe('line totals', () => {
  it('multiplies price by quantity in paise', () => {
    expect(lineTotalPaise(4999, 3)).toBe(14997);
    expect(linesTotalPaise([{ unitPricePaise: 4999, quantity: 3 }, { unitPricePaise: 1, quantity: 2 }])).toBe(14999);
    expect(linesTotalPaise([])).toBe(0);
  });

  it('works in rupees without float error', () => {
    // 0.1 × 3 is 0.30000000000000004 in floats
    expect(lineTotalRupees(0.1, 3)).toBe(0.3);
    expect(linesTotalRupees([{ price: 0.1, quantity: 1 }, { price: 0.2, quantity: 1 }])).toBe(0.3);
    expect(linesTotalRupees([{ price: 49.99, quantity: 3 }])).toBe(149.97);
  });

  it('refuses prices of more than 2 decimals and fractional quantities', () => {
    expect(() => lineTotalRupees(1.005, 1)).toThrow(RangeError);
    expect(() => lineTotalPaise(100, 1.5)).toThrow(RangeError);
  });
});

describe('partnerCommissionPaise', () => {
  it('is the delivery charge plus the convenience fees', () => {
    expect(partnerCommissionPaise({ deliveryChargePaise: 2500, convenienceFeesPaise: 1500 })).toBe(4000);
    expect(partnerCommissionPaise({ deliveryChargePaise: 7000, convenienceFeesPaise: 0 })).toBe(7000);
  });
});

describe('sumRupees', () => {
  it('adds rupees in paise', () => {
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([1234.56, 0.44, 10])).toBe(1245);
    expect(sumRupees([])).toBe(0);
  });
});

describe('discountPercent', () => {
  it.each([
    [80, 100, 20],
    [79, 100, 21],
    [50, 100, 50],
    [199, 249, 20],
    [99.5, 100, 1],
    [87.5, 100, 13], // 12.5 % rounds half up
  ])('price %d of basePrice %d → %i%%', (price, basePrice, expected) => {
    expect(discountPercent(price, basePrice)).toBe(expected);
  });

  it.each([
    [100, 100],
    [120, 100],
    [0, 0],
    [99.9, 100],
    [Number.NaN, 100],
    [80, Number.POSITIVE_INFINITY],
  ])('price %d of basePrice %d → null', (price, basePrice) => {
    expect(discountPercent(price, basePrice)).toBeNull();
  });
});
