import { describe, it, expect } from 'vitest';
import {
  foodConvenienceFeesPaise,
  foodDeliveryChargePaise,
  foodTaxesPaise,
  groceryDeliveryChargePaise,
  groceryItemSurchargePaise,
  groceryServiceChargePaise,
  isRupees,
  ORDER_TYPES,
  paiseToRupees,
  priceOrder,
  rupeesToPaise,
} from './fees';

// Every expected value below is written by hand from DESIGN.md §5 (₹1 = 100 paise).

describe('foodDeliveryChargePaise', () => {
  it.each([
    [0, 2000],
    [1.5, 2000],
    [2.0, 2000],
    [2.01, 2500],
    [4.0, 2500],
    [4.01, 4500],
    [8.0, 4500],
    [8.01, 7000],
    [20.0, 7000],
    [20.01, 21000], // ₹10 × ceil(20.01) = ₹10 × 21
    [21, 21000],
    [25.5, 26000], // ₹10 × 26
  ])('%s km → %s paise', (km, expected) => {
    expect(foodDeliveryChargePaise(km)).toBe(expected);
  });

  it.each([-0.01, Number.NaN, Infinity])('rejects distance %s', (km) => {
    expect(() => foodDeliveryChargePaise(km)).toThrow(RangeError);
  });
});

describe('groceryDeliveryChargePaise', () => {
  it.each([
    // km, items, expected paise
    [0, 1, 2000],
    [2.0, 1, 2000],
    [2.01, 1, 2500],
    [4.0, 1, 2500],
    [4.01, 1, 4500],
    [8.0, 1, 4500],
    [8.01, 1, 9000], // no ₹70 tier for grocery: ₹10 × ceil(8.01) = ₹10 × 9
    [20.0, 1, 20000], // ₹10 × 20
    [20.01, 1, 21000],
    // item-count surcharge on top of the distance fee
    [1, 4, 2000],
    [1, 5, 2500],
    [1, 10, 2500],
    [1, 11, 3000],
    [1, 15, 3000],
    [1, 16, 3500],
    [8.01, 16, 10500], // ₹90 + ₹15
  ])('%s km, %s items → %s paise', (km, items, expected) => {
    expect(groceryDeliveryChargePaise(km, items)).toBe(expected);
  });

  it('rejects a bad distance or item count', () => {
    expect(() => groceryDeliveryChargePaise(-1, 1)).toThrow(RangeError);
    expect(() => groceryDeliveryChargePaise(1, -1)).toThrow(RangeError);
    expect(() => groceryDeliveryChargePaise(1, 2.5)).toThrow(RangeError);
  });
});

describe('groceryItemSurchargePaise', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 500],
    [10, 500],
    [11, 1000],
    [15, 1000],
    [16, 1500],
    [100, 1500],
  ])('%s items → %s paise', (items, expected) => {
    expect(groceryItemSurchargePaise(items)).toBe(expected);
  });
});

describe('foodTaxesPaise (GST 5%, half up to the paisa)', () => {
  it.each([
    [0, 0],
    [1, 0], // 0.05 → 0
    [9, 0], // 0.45 → 0
    [10, 1], // 0.5 → 1 (half up)
    [1000, 50],
    [1009, 50], // 50.45 → 50
    [1010, 51], // 50.5 → 51 (half up)
    [1011, 51], // 50.55 → 51
    [1019, 51], // 50.95 → 51
    [29999, 1500], // 1499.95 → 1500
    [34000, 1700],
  ])('amount %s paise → %s paise', (amount, expected) => {
    expect(foodTaxesPaise(amount)).toBe(expected);
  });

  it.each([-1, 10.5, Number.NaN])('rejects amount %s', (amount) => {
    expect(() => foodTaxesPaise(amount)).toThrow(RangeError);
  });
});

describe('foodConvenienceFeesPaise (₹15 per additional seller)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1500],
    [3, 3000],
  ])('%s sellers → %s paise', (sellers, expected) => {
    expect(foodConvenienceFeesPaise(sellers)).toBe(expected);
  });
});

describe('groceryServiceChargePaise', () => {
  it.each([
    [0, 2000],
    [29999, 2000], // ₹299.99
    [30000, 1500], // ₹300.00
    [49999, 1500], // ₹499.99
    [50000, 1000], // ₹500.00
    [69999, 1000], // ₹699.99
    [70000, 0], // ₹700.00
    [100000, 0],
  ])('amount %s paise → %s paise', (amount, expected) => {
    expect(groceryServiceChargePaise(amount)).toBe(expected);
  });
});

describe('priceOrder', () => {
  it('Food, two sellers, 3.2 km', () => {
    // amount = 2 × 12050 + 1 × 9900 = 34000; delivery (≤4 km) 2500; GST 5% = 1700;
    // convenience (2 sellers) 1500; service 0; total = 34000 + 2500 + 1700 + 1500 = 39700
    expect(
      priceOrder({
        orderType: 'Food',
        distanceKm: 3.2,
        lines: [
          { unitPricePaise: 12050, quantity: 2, sellerId: 'A' },
          { unitPricePaise: 9900, quantity: 1, sellerId: 'B' },
        ],
      }),
    ).toEqual({
      amount: 34000,
      discount: 0,
      deliveryCharge: 2500,
      taxes: 1700,
      convenienceFees: 1500,
      serviceCharge: 0,
      tip: 0,
      totalAmount: 39700,
      itemCount: 3,
      sellerCount: 2,
    });
  });

  it('Food, one seller, GST rounds half up, 21.3 km', () => {
    // amount = 2 × 10105 = 20210; GST = 1010.5 → 1011; delivery ₹10 × 22 = 22000;
    // total = 20210 + 22000 + 1011 = 43221
    expect(
      priceOrder({
        orderType: 'Food',
        distanceKm: 21.3,
        lines: [
          { unitPricePaise: 10105, quantity: 1, sellerId: 'A' },
          { unitPricePaise: 10105, quantity: 1, sellerId: 'A' },
        ],
      }),
    ).toEqual({
      amount: 20210,
      discount: 0,
      deliveryCharge: 22000,
      taxes: 1011,
      convenienceFees: 0,
      serviceCharge: 0,
      tip: 0,
      totalAmount: 43221,
      itemCount: 2,
      sellerCount: 1,
    });
  });

  it('Grocery, 7 items from two sellers, 9.3 km', () => {
    // amount = 6 × 4999 + 1 × 25000 = 29994 + 25000 = 54994 (₹549.94);
    // delivery ₹10 × ceil(9.3) = 10000, + 500 surcharge (7 items) = 10500;
    // service (₹500–<700) 1000; no GST, no convenience fee; total = 54994 + 10500 + 1000 = 66494
    expect(
      priceOrder({
        orderType: 'Grocery',
        distanceKm: 9.3,
        lines: [
          { unitPricePaise: 4999, quantity: 6, sellerId: 'X' },
          { unitPricePaise: 25000, quantity: 1, sellerId: 'Y' },
        ],
      }),
    ).toEqual({
      amount: 54994,
      discount: 0,
      deliveryCharge: 10500,
      taxes: 0,
      convenienceFees: 0,
      serviceCharge: 1000,
      tip: 0,
      totalAmount: 66494,
      itemCount: 7,
      sellerCount: 2,
    });
  });

  it('Grocery under ₹300, 0.5 km', () => {
    // amount = 3 × 9999 = 29997; delivery 2000 (3 items: no surcharge); service 2000; total 33997
    expect(
      priceOrder({
        orderType: 'Grocery',
        distanceKm: 0.5,
        lines: [{ unitPricePaise: 9999, quantity: 3, sellerId: 'X' }],
      }),
    ).toEqual({
      amount: 29997,
      discount: 0,
      deliveryCharge: 2000,
      taxes: 0,
      convenienceFees: 0,
      serviceCharge: 2000,
      tip: 0,
      totalAmount: 33997,
      itemCount: 3,
      sellerCount: 1,
    });
  });

  it('an order with no lines costs nothing', () => {
    expect(priceOrder({ orderType: 'Grocery', distanceKm: 5, lines: [] })).toEqual({
      amount: 0,
      discount: 0,
      deliveryCharge: 0,
      taxes: 0,
      convenienceFees: 0,
      serviceCharge: 0,
      tip: 0,
      totalAmount: 0,
      itemCount: 0,
      sellerCount: 0,
    });
  });

  it('adds a tip to the total as it is, outside GST and the service-charge tiers', () => {
    // Food: amount 2 × 12050 + 9900 = 34000; GST 1700 on the amount only; delivery 2500; convenience 1500; tip 2000:
    // total 34000 + 2500 + 1700 + 1500 + 2000 = 41700.
    const food = priceOrder({
      orderType: 'Food',
      distanceKm: 3.2,
      tipPaise: 2000,
      lines: [
        { unitPricePaise: 12050, quantity: 2, sellerId: 'A' },
        { unitPricePaise: 9900, quantity: 1, sellerId: 'B' },
      ],
    });
    expect(food).toMatchObject({ amount: 34000, taxes: 1700, tip: 2000, totalAmount: 41700 });
    // Grocery at ₹290: the service charge stays ₹20 (under ₹300) though amount + tip passes ₹300; delivery ≤2 km 2000:
    // total 29000 + 2000 + 2000 + 3000 = 36000.
    const grocery = priceOrder({ orderType: 'Grocery', distanceKm: 1, tipPaise: 3000, lines: [{ unitPricePaise: 29000, quantity: 1, sellerId: 'A' }] });
    expect(grocery).toMatchObject({ serviceCharge: 2000, tip: 3000, totalAmount: 36000 });
  });

  it('drops the tip of an order with no lines left', () => {
    expect(priceOrder({ orderType: 'Food', distanceKm: 1, tipPaise: 1000, lines: [] })).toMatchObject({ tip: 0, totalAmount: 0 });
  });

  it.each([
    ['negative tip', -100],
    ['fractional tip', 10.5],
    ['NaN tip', Number.NaN],
  ])('rejects a %s with RangeError', (_name, tipPaise) => {
    expect(() => priceOrder({ orderType: 'Food', distanceKm: 1, tipPaise, lines: [{ unitPricePaise: 1000, quantity: 1, sellerId: 'A' }] })).toThrow(RangeError);
  });

  const line = { unitPricePaise: 1000, quantity: 1, sellerId: 'A' };
  it.each([
    ['negative price', { ...line, unitPricePaise: -1 }, 1],
    ['fractional price', { ...line, unitPricePaise: 10.5 }, 1],
    ['zero quantity', { ...line, quantity: 0 }, 1],
    ['negative quantity', { ...line, quantity: -2 }, 1],
    ['fractional quantity', { ...line, quantity: 1.5 }, 1],
    ['negative distance', line, -0.1],
    ['NaN distance', line, Number.NaN],
    ['infinite distance', line, Infinity],
  ])('rejects %s with RangeError', (_name, badLine, distanceKm) => {
    expect(() => priceOrder({ orderType: 'Food', distanceKm, lines: [badLine] })).toThrow(RangeError);
  });

  it('accepts a free item (price 0)', () => {
    expect(priceOrder({ orderType: 'Food', distanceKm: 1, lines: [{ ...line, unitPricePaise: 0 }] }).totalAmount).toBe(2000);
  });
});

describe('order types', () => {
  it('are Food and Grocery, and nothing else is priced', () => {
    expect(ORDER_TYPES).toEqual(['Food', 'Grocery']);
    expect(() => priceOrder({ orderType: 'Medicine' as never, distanceKm: 1, lines: [] })).toThrow(RangeError);
  });
});

describe('rupees ↔ paise', () => {
  it.each([
    [0, 0],
    [0.29, 29],
    [1.1, 110],
    [20, 2000],
    [299.99, 29999],
    [1234.56, 123456],
    [-15.5, -1550],
  ])('₹%s → %s paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([1.005, 0.001, 299.999, 0.30000000000000004, 19.999999999, 1e14, Number.NaN, Infinity])('rejects ₹%s', (rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
    expect(isRupees(rupees)).toBe(false);
  });

  it.each([0, 0.3, 19.99, 90_071_992_547_409.9, -15.5])('accepts ₹%s as rupees', (rupees) => {
    expect(isRupees(rupees)).toBe(true);
  });

  it.each([
    [0, 0],
    [29, 0.29],
    [110, 1.1],
    [29999, 299.99],
    [123456, 1234.56],
  ])('%s paise → ₹%s', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  it.each([1.5, Number.NaN])('rejects %s paise', (paise) => {
    expect(() => paiseToRupees(paise)).toThrow(RangeError);
  });
});
