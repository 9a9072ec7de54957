import { describe, expect, it } from 'vitest';
import { couponConditions, couponOffer } from './coupon-terms';

const terms = { code: 'SAVE', kind: 'flat' as const, value: 50, maxDiscount: null, minAmount: 0, validUntil: null, firstOrderOnly: false, orderType: null, shopName: null };

describe('couponOffer', () => {
  it.each([
    [{ kind: 'flat' as const, value: 50, maxDiscount: null }, '₹50 off'],
    [{ kind: 'flat' as const, value: 49.5, maxDiscount: null }, '₹49.50 off'],
    [{ kind: 'percent' as const, value: 20, maxDiscount: 75 }, '20% off up to ₹75'],
    [{ kind: 'percent' as const, value: 10, maxDiscount: null }, '10% off'],
  ])('%o → %s', (offer, text) => {
    expect(couponOffer(offer)).toBe(text);
  });
});

describe('couponConditions', () => {
  it('says nothing for a coupon without conditions', () => {
    expect(couponConditions(terms)).toEqual([]);
  });

  it('lists the minimum, first order, type, shop and end date (in Asia/Kolkata)', () => {
    expect(
      couponConditions({ ...terms, minAmount: 1499.5, firstOrderOnly: true, orderType: 'Food', shopName: 'Punjab Da Dhaba', validUntil: '2026-12-26T20:00:00Z' }),
    ).toEqual(['on ₹1,499.50 or more', 'first order only', 'food orders', 'at Punjab Da Dhaba', 'until 27 Dec']);
    expect(couponConditions({ ...terms, orderType: 'Grocery' })).toEqual(['grocery orders']);
  });
});
