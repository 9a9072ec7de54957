// Sums, line totals and the discount percent, in integer paise: the one place money is added up,
// so no app or service rounds a rupee sum its own way.
import { isRupees, paiseToRupees, rupeesToPaise } from './fees';

export interface PaiseLine {
  unitPricePaise: number;
  quantity: number;
}

export interface RupeeLine {
  /** ₹ per unit, at most 2 decimals (a wire price). */
  price: number;
  quantity: number;
}

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer, got ${value}`);
}

function checked(value: number, name: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} is too large`);
  return value;
}

/** Sum of integer paise amounts (0 for none). */
export function sumPaise(values: readonly number[]): number {
  let sum = 0;
  values.forEach((value, i) => {
    assertInteger(value, `values[${i}]`);
    sum = checked(sum + value, 'sum');
  });
  return sum;
}

/** Paise left of `fromPaise` once every one of `lessPaise` is taken off (may be negative). */
export function differencePaise(fromPaise: number, ...lessPaise: readonly number[]): number {
  assertInteger(fromPaise, 'fromPaise');
  return checked(fromPaise - sumPaise(lessPaise), 'difference');
}

/** One line's total: unit price × quantity. */
export function lineTotalPaise(unitPricePaise: number, quantity: number): number {
  assertInteger(unitPricePaise, 'unitPricePaise');
  assertInteger(quantity, 'quantity');
  return checked(unitPricePaise * quantity, 'line total');
}

/** Sum of the lines' totals. */
export function linesTotalPaise(lines: readonly PaiseLine[]): number {
  return sumPaise(lines.map((line) => lineTotalPaise(line.unitPricePaise, line.quantity)));
}

/** A partner's commission on a delivery (spec §9): the order's delivery charge plus its convenience fees. */
export function partnerCommissionPaise(order: { deliveryChargePaise: number; convenienceFeesPaise: number }): number {
  return sumPaise([order.deliveryChargePaise, order.convenienceFeesPaise]);
}

/** Sum of ₹ amounts, added in paise so no float error creeps in (0.1 + 0.2 → 0.3). */
export function sumRupees(values: readonly number[]): number {
  return paiseToRupees(sumPaise(values.map(rupeesToPaise)));
}

/** One line's total in ₹: price × quantity, computed in paise. */
export function lineTotalRupees(price: number, quantity: number): number {
  return paiseToRupees(lineTotalPaise(rupeesToPaise(price), quantity));
}

/** Sum of the lines' totals in ₹, computed in paise. */
export function linesTotalRupees(lines: readonly RupeeLine[]): number {
  return paiseToRupees(sumPaise(lines.map((line) => lineTotalPaise(rupeesToPaise(line.price), line.quantity))));
}

/**
 * Rounded (half up) percent of (basePrice − price) over basePrice, both in ₹, or null when there is no
 * discount to show (basePrice not above price, amounts that are not ₹ with 2 decimals, or one that rounds to 0%).
 */
export function discountPercent(price: number, basePrice: number): number | null {
  if (!isRupees(price) || !isRupees(basePrice)) return null;
  const pricePaise = rupeesToPaise(price);
  const basePaise = rupeesToPaise(basePrice);
  if (basePaise <= 0 || basePaise <= pricePaise) return null;
  // round(100 × off / base) half up, in integers: floor((200 × off + base) / (2 × base)).
  const percent = Math.floor((200 * (basePaise - pricePaise) + basePaise) / (2 * basePaise));
  return percent >= 1 ? percent : null;
}

