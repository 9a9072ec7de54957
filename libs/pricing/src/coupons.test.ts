import { describe, expect, it } from 'vitest';
import { couponBasePaise, couponDiscountPaise, couponRefusal, type CouponState, type CouponTerms } from './coupons';
import { capTotalPaise, priceOrder } from './fees';

// Every expected value below is computed by hand from issue 22 §1 and DESIGN.md §5 (₹1 = 100 paise).

const flat = (value: number, minAmountPaise = 0, shopId: string | null = null): CouponTerms => ({ kind: 'flat', value, maxDiscountPaise: null, minAmountPaise, shopId });
const percent = (value: number, maxDiscountPaise: number | null = null, minAmountPaise = 0): CouponTerms => ({ kind: 'percent', value, maxDiscountPaise, minAmountPaise, shopId: null });

describe('couponDiscountPaise', () => {
  it.each([
    // terms, base, expected
    ['flat ₹50 on ₹200', flat(5000), 20000, 5000],
    ['flat ₹50 on ₹30: never below zero', flat(5000), 3000, 3000],
    ['flat ₹50 on nothing', flat(5000), 0, 0],
    ['flat ₹50, min ₹199.99, base ₹199.98: below the minimum', flat(5000, 19999), 19998, 0],
    ['flat ₹50, min ₹199.99, base exactly ₹199.99', flat(5000, 19999), 19999, 5000],
    ['10% of ₹123.45 = 1234.5 paise → 1235 (half up)', percent(10), 12345, 1235],
    ['10% of ₹123.44 = 1234.4 paise → 1234', percent(10), 12344, 1234],
    ['20% of ₹1000 capped at ₹100', percent(20, 10000), 100000, 10000],
    ['20% of ₹400 under the ₹100 cap', percent(20, 10000), 40000, 8000],
    ['100% of ₹80: the whole amount', percent(100), 8000, 8000],
    ['1% of 49 paise = 0.49 → 0', percent(1), 49, 0],
    ['1% of 50 paise = 0.5 → 1', percent(1), 50, 1],
  ] as const)('%s', (_name, terms, base, expected) => {
    expect(couponDiscountPaise(terms, base)).toBe(expected);
  });

  it.each([
    ['negative base', flat(100), -1],
    ['fractional base', flat(100), 1.5],
    ['percent 0', percent(0), 100],
    ['percent 101', percent(101), 100],
  ] as const)('rejects %s', (_name, terms, base) => {
    expect(() => couponDiscountPaise(terms, base)).toThrow(RangeError);
  });
});

describe('couponBasePaise', () => {
  const lines = [
    { unitPricePaise: 10000, quantity: 2, shopId: 'S1' },
    { unitPricePaise: 2550, quantity: 1, shopId: 'S2' },
  ];
  it('reads every line, or only its shop’s', () => {
    expect(couponBasePaise({ shopId: null }, lines)).toBe(22550);
    expect(couponBasePaise({ shopId: 'S2' }, lines)).toBe(2550);
    expect(couponBasePaise({ shopId: 'S3' }, lines)).toBe(0);
  });
});

describe('priceOrder with a coupon', () => {
  it('Food: GST reads the amount after the coupon; delivery and the multi-store fee are not discounted', () => {
    // amount 2 × 12050 + 9900 = 34000; coupon flat ₹100 → discount 10000; cart total 24000; GST 5% = 1200;
    // delivery (≤4 km) 2500; convenience (2 sellers) 1500; total = 24000 + 2500 + 1200 + 1500 = 29200
    expect(
      priceOrder({
        orderType: 'Food',
        distanceKm: 3.2,
        coupon: flat(10000),
        lines: [
          { unitPricePaise: 12050, quantity: 2, sellerId: 'A' },
          { unitPricePaise: 9900, quantity: 1, sellerId: 'B' },
        ],
      }),
    ).toEqual({ amount: 34000, discount: 10000, deliveryCharge: 2500, taxes: 1200, convenienceFees: 1500, serviceCharge: 0, tip: 0, totalAmount: 29200, itemCount: 3, sellerCount: 2 });
  });

  it('Food: GST on the discounted amount rounds half up', () => {
    // amount 20210; 10% → 2021; cart total 18189; GST 909.45 → 909; delivery (≤2 km) 2000; total 18189 + 2000 + 909 = 21098
    const price = priceOrder({ orderType: 'Food', distanceKm: 1, coupon: percent(10), lines: [{ unitPricePaise: 20210, quantity: 1, sellerId: 'A' }] });
    expect([price.discount, price.taxes, price.totalAmount]).toEqual([2021, 909, 21098]);
  });

  it('Grocery: the service-charge tier reads the amount after the coupon', () => {
    // amount 72000 (tier ≥₹700: ₹0); flat ₹50 → cart total 67000 → tier ₹500–<₹700: ₹10 = 1000;
    // delivery ≤2 km 2000 + 1 item no surcharge; total 67000 + 2000 + 1000 = 70000
    const price = priceOrder({ orderType: 'Grocery', distanceKm: 1, coupon: flat(5000), lines: [{ unitPricePaise: 72000, quantity: 1, sellerId: 'A' }] });
    expect(price).toEqual({ amount: 72000, discount: 5000, deliveryCharge: 2000, taxes: 0, convenienceFees: 0, serviceCharge: 1000, tip: 0, totalAmount: 70000, itemCount: 1, sellerCount: 1 });
  });

  it('a tip beside a coupon: the coupon never reads the tip, GST never reads it, and it is added as it is', () => {
    // amount 30000; 20% capped at ₹50 → discount 5000; cart total 25000; GST 1250; delivery (≤2 km) 2000;
    // tip ₹30 = 3000; total 25000 + 2000 + 1250 + 3000 = 31250
    const price = priceOrder({ orderType: 'Food', distanceKm: 1, tipPaise: 3000, coupon: percent(20, 5000), lines: [{ unitPricePaise: 30000, quantity: 1, sellerId: 'A' }] });
    expect([price.discount, price.taxes, price.tip, price.totalAmount]).toEqual([5000, 1250, 3000, 31250]);
  });

  it('a coupon larger than the items takes the items to zero, never below: fees remain', () => {
    // amount 3000; flat ₹50 → discount 3000; cart total 0 → service charge tier <₹300: 2000; delivery 2000; total 4000
    const price = priceOrder({ orderType: 'Grocery', distanceKm: 1, coupon: flat(5000), lines: [{ unitPricePaise: 3000, quantity: 1, sellerId: 'A' }] });
    expect([price.discount, price.serviceCharge, price.totalAmount]).toEqual([3000, 2000, 4000]);
  });

  it('below the minimum the coupon takes nothing', () => {
    // amount 19998 < min 19999: discount 0; GST 999.9 → 1000; delivery 2000; total 22998
    const price = priceOrder({ orderType: 'Food', distanceKm: 1, coupon: flat(5000, 19999), lines: [{ unitPricePaise: 9999, quantity: 2, sellerId: 'A' }] });
    expect([price.discount, price.taxes, price.totalAmount]).toEqual([0, 1000, 22998]);
  });

  it('a coupon of one shop discounts only that shop’s lines and checks its minimum on them', () => {
    // S1 lines 10000; S2 lines 30000; coupon ₹50 off S2, min ₹250: discount 5000; cart total 35000; GST 1750;
    // delivery 2000; convenience 1500; total 35000 + 2000 + 1750 + 1500 = 40250
    const price = priceOrder({
      orderType: 'Food',
      distanceKm: 1,
      coupon: flat(5000, 25000, 'S2'),
      lines: [
        { unitPricePaise: 10000, quantity: 1, sellerId: 'A', shopId: 'S1' },
        { unitPricePaise: 15000, quantity: 2, sellerId: 'B', shopId: 'S2' },
      ],
    });
    expect([price.discount, price.taxes, price.totalAmount]).toEqual([5000, 1750, 40250]);
  });

  it('no lines: nothing, the coupon included', () => {
    expect(priceOrder({ orderType: 'Food', distanceKm: 1, coupon: flat(5000), lines: [] }).discount).toBe(0);
  });
});

describe('capTotalPaise (repricing never costs more than before)', () => {
  it('a coupon lost below its minimum: the excess is taken off as discount', () => {
    // Placed: 40000 of food, flat ₹100 min ₹400 → 30000 + GST 1500 + delivery 2000 = 33500.
    // A ₹1 item is left out: 39900 < min, no coupon: 39900 + GST 1995 + 2000 = 43895 → capped at 33500, discount 10395.
    const repriced = priceOrder({ orderType: 'Food', distanceKm: 1, coupon: flat(10000, 40000), lines: [{ unitPricePaise: 39900, quantity: 1, sellerId: 'A' }] });
    expect(repriced.totalAmount).toBe(43895);
    const capped = capTotalPaise(repriced, 33500);
    expect(capped).toMatchObject({ amount: 39900, discount: 10395, taxes: 1995, deliveryCharge: 2000, totalAmount: 33500 });
    expect(capped.amount - capped.discount + capped.deliveryCharge + capped.taxes).toBe(capped.totalAmount);
  });

  it('a total at or below the cap is left alone', () => {
    const price = priceOrder({ orderType: 'Food', distanceKm: 1, lines: [{ unitPricePaise: 10000, quantity: 1, sellerId: 'A' }] });
    expect(capTotalPaise(price, price.totalAmount)).toEqual(price);
    expect(capTotalPaise(price, 99999)).toEqual(price);
  });

  it('a grocery order left with less, in a higher service-charge tier: the rise comes off the service charge, no discount', () => {
    // Placed: ₹701 (tier ≥ ₹700: ₹0) + delivery ≤2 km ₹20 = ₹721. A ₹2 item is left out: ₹699 is in the ₹10 tier,
    // so 69900 + 2000 + 1000 = 72900 > 72100: ₹8 comes off the ₹10 charge → 69900 + 2000 + 200 = 72100.
    const repriced = priceOrder({ orderType: 'Grocery', distanceKm: 1, lines: [{ unitPricePaise: 69900, quantity: 1, sellerId: 'A' }] });
    expect([repriced.serviceCharge, repriced.totalAmount]).toEqual([1000, 72900]);
    expect(capTotalPaise(repriced, 72100)).toMatchObject({ amount: 69900, discount: 0, serviceCharge: 200, deliveryCharge: 2000, totalAmount: 72100 });
  });

  it('never discounts more than the amount', () => {
    // amount 100, total 100 + 2000 + 5 = 2105 against a cap of 0: at most 100 is taken off → 2005
    const price = priceOrder({ orderType: 'Food', distanceKm: 1, lines: [{ unitPricePaise: 100, quantity: 1, sellerId: 'A' }] });
    expect(capTotalPaise(price, 0)).toMatchObject({ discount: 100, totalAmount: 2005 });
  });
});

describe('couponRefusal', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const coupon: CouponState = {
    ...flat(5000, 20000),
    paused: false,
    validFrom: new Date('2026-11-01T00:00:00Z'),
    validUntil: new Date('2026-12-01T00:00:00Z'),
    totalUses: 10,
    usedCount: 3,
    usesPerCustomer: 1,
    firstOrderOnly: false,
    orderType: 'Food',
  };
  const check = { now, orderType: 'Food' as const, lines: [{ unitPricePaise: 20000, quantity: 1, shopId: 'S1' }], customerUses: 0, customerOrders: 2 };

  it.each([
    ['usable', {}, {}, null],
    ['paused', { paused: true }, {}, 'paused'],
    ['not started', { validFrom: new Date('2026-11-27T10:00:01Z') }, {}, 'not_started'],
    ['starts exactly now', { validFrom: now }, {}, null],
    ['ended exactly now', { validUntil: now }, {}, 'expired'],
    ['no end', { validUntil: null }, {}, null],
    ['used up', { usedCount: 10 }, {}, 'used_up'],
    ['one use left', { usedCount: 9 }, {}, null],
    ['no limit', { totalUses: null, usedCount: 5000 }, {}, null],
    ['used by this customer', {}, { customerUses: 1 }, 'used_by_customer'],
    ['twice per customer, used once', { usesPerCustomer: 2 }, { customerUses: 1 }, null],
    ['first order only, customer has ordered', { firstOrderOnly: true }, {}, 'first_order_only'],
    ['first order only, first order', { firstOrderOnly: true }, { customerOrders: 0 }, null],
    ['Food coupon on groceries', {}, { orderType: 'Grocery' }, 'wrong_order_type'],
    ['coupon for both types', { orderType: null }, { orderType: 'Grocery' }, null],
    ['another shop’s coupon', { shopId: 'S2' }, {}, 'wrong_shop'],
    ['below the minimum by a paisa', { minAmountPaise: 20001 }, {}, 'below_minimum'],
  ] as const)('%s', (_name, couponChange, checkChange, expected) => {
    expect(couponRefusal({ ...coupon, ...couponChange }, { ...check, ...checkChange })).toBe(expected);
  });
});
