// Fee rules of DESIGN.md §5 "Pricing". Every money value is an integer number of paise (₹1 = 100 paise).
import { couponBasePaise, couponDiscountPaise, type CouponTerms } from './coupons';

/** The two kinds of order, each priced by its own rules; the contracts re-export this one list. */
export const ORDER_TYPES = ['Food', 'Grocery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

const isOrderType = (value: unknown): value is OrderType => (ORDER_TYPES as readonly unknown[]).includes(value);

export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
  sellerId: string;
  /** Needed only for a coupon of one shop. */
  shopId?: string | undefined;
}

export interface PriceOrderInput {
  orderType: OrderType;
  lines: readonly PricedLine[];
  distanceKm: number;
  /** The coupon applied, if any: taken off the items' amount before GST and the service charge read it. */
  coupon?: CouponTerms | null | undefined;
  /** The customer's tip for the rider, in paise (0: none): its own line, outside GST and offers. */
  tipPaise?: number;
}

export interface OrderPrice {
  /** Cart total: sum of unitPricePaise × quantity. */
  amount: number;
  /** What the coupon takes off the amount (0 without one, or below its minimum); never more than the amount. */
  discount: number;
  deliveryCharge: number;
  taxes: number;
  convenienceFees: number;
  serviceCharge: number;
  /** The rider's tip, added as it is: no rule reads it, and it reads no rule. */
  tip: number;
  /** amount − discount + deliveryCharge + taxes + convenienceFees + serviceCharge + tip. */
  totalAmount: number;
  /** Sum of quantities. */
  itemCount: number;
  /** Number of distinct sellerIds. */
  sellerCount: number;
}

const RUPEE = 100;

// ---- guards --------------------------------------------------------------------------------

function assertPaise(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of paise, got ${value}`);
  }
}

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

function assertDistance(km: number): void {
  if (!Number.isFinite(km) || km < 0) {
    throw new RangeError(`distance must be a finite, non-negative number of km, got ${km}`);
  }
}

function safeSum(a: number, b: number, name: string): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError(`${name} is too large`);
  return sum;
}

// ---- delivery ------------------------------------------------------------------------------

/** Beyond the last tier: ₹10 per started km. */
function perKmChargePaise(km: number): number {
  return 10 * RUPEE * Math.ceil(km);
}

/** Food delivery: ≤2 km ₹20, ≤4 km ₹25, ≤8 km ₹45, ≤20 km ₹70, beyond: ₹10 × ceil(km). */
export function foodDeliveryChargePaise(km: number): number {
  assertDistance(km);
  if (km <= 2) return 20 * RUPEE;
  if (km <= 4) return 25 * RUPEE;
  if (km <= 8) return 45 * RUPEE;
  if (km <= 20) return 70 * RUPEE;
  return perKmChargePaise(km);
}

/** Grocery item-count surcharge (count = sum of quantities): 5–10 ₹5, 11–15 ₹10, >15 ₹15, else 0. */
export function groceryItemSurchargePaise(itemCount: number): number {
  assertCount(itemCount, 'itemCount');
  if (itemCount > 15) return 15 * RUPEE;
  if (itemCount >= 11) return 10 * RUPEE;
  if (itemCount >= 5) return 5 * RUPEE;
  return 0;
}

/** Grocery delivery: ≤2 km ₹20, ≤4 km ₹25, ≤8 km ₹45, beyond: ₹10 × ceil(km); plus the item-count surcharge. */
export function groceryDeliveryChargePaise(km: number, itemCount: number): number {
  assertDistance(km);
  let base: number;
  if (km <= 2) base = 20 * RUPEE;
  else if (km <= 4) base = 25 * RUPEE;
  else if (km <= 8) base = 45 * RUPEE;
  else base = perKmChargePaise(km);
  return base + groceryItemSurchargePaise(itemCount);
}

// ---- food ----------------------------------------------------------------------------------

/**
 * GST: 5% of the cart total, rounded half up to the paisa, in integers only:
 * taxes = floor((amount × 5 + 50) / 100). The division is done exactly (subtract the remainder first).
 */
export function foodTaxesPaise(amountPaise: number): number {
  assertPaise(amountPaise, 'amount');
  const scaled = amountPaise * 5 + 50;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('amount is too large');
  return (scaled - (scaled % 100)) / 100;
}

/** Multi-store (convenience) fee: ₹15 per seller beyond the first; 0 for 0 or 1 seller. */
export function foodConvenienceFeesPaise(sellerCount: number): number {
  assertCount(sellerCount, 'sellerCount');
  return sellerCount <= 1 ? 0 : 15 * RUPEE * (sellerCount - 1);
}

// ---- grocery -------------------------------------------------------------------------------

/** Grocery service charge by cart total: ₹20 (<₹300), ₹15 (₹300–<₹500), ₹10 (₹500–<₹700), ₹0 (≥₹700). */
export function groceryServiceChargePaise(amountPaise: number): number {
  assertPaise(amountPaise, 'amount');
  if (amountPaise < 300 * RUPEE) return 20 * RUPEE;
  if (amountPaise < 500 * RUPEE) return 15 * RUPEE;
  if (amountPaise < 700 * RUPEE) return 10 * RUPEE;
  return 0;
}

// ---- whole order ---------------------------------------------------------------------------

/**
 * Prices an order. Food: GST + convenience fee, no service charge. Grocery: service charge,
 * no GST, no convenience fee. A tip is added to the total as it is. An order with no lines (e.g. every
 * item cancelled) costs nothing: all fields are 0, the tip too.
 */
export function priceOrder(input: PriceOrderInput): OrderPrice {
  const { orderType, lines, distanceKm, tipPaise = 0 } = input;
  if (!isOrderType(orderType)) {
    throw new RangeError(`unknown orderType ${String(orderType)}`);
  }
  assertDistance(distanceKm);
  assertPaise(tipPaise, 'tip');

  let amount = 0;
  let itemCount = 0;
  const sellers = new Set<string>();
  lines.forEach((line, i) => {
    assertPaise(line.unitPricePaise, `lines[${i}].unitPricePaise`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`lines[${i}].quantity must be a positive integer, got ${line.quantity}`);
    }
    const lineTotal = line.unitPricePaise * line.quantity;
    if (!Number.isSafeInteger(lineTotal)) throw new RangeError(`lines[${i}] total is too large`);
    amount = safeSum(amount, lineTotal, 'amount');
    itemCount = safeSum(itemCount, line.quantity, 'itemCount');
    sellers.add(line.sellerId);
  });
  const sellerCount = sellers.size;

  if (lines.length === 0) {
    return { amount: 0, discount: 0, deliveryCharge: 0, taxes: 0, convenienceFees: 0, serviceCharge: 0, tip: 0, totalAmount: 0, itemCount: 0, sellerCount: 0 };
  }

  const discount = input.coupon ? couponDiscountPaise(input.coupon, couponBasePaise(input.coupon, lines)) : 0;
  // Every rule that reads the spec's "cart total" reads it after the coupon; delivery and fees are not discounted.
  const cartTotal = amount - discount;
  const isFood = orderType === 'Food';
  const deliveryCharge = isFood ? foodDeliveryChargePaise(distanceKm) : groceryDeliveryChargePaise(distanceKm, itemCount);
  const taxes = isFood ? foodTaxesPaise(cartTotal) : 0;
  const convenienceFees = isFood ? foodConvenienceFeesPaise(sellerCount) : 0;
  const serviceCharge = isFood ? 0 : groceryServiceChargePaise(cartTotal);

  let totalAmount = cartTotal;
  for (const part of [deliveryCharge, taxes, convenienceFees, serviceCharge, tipPaise]) {
    totalAmount = safeSum(totalAmount, part, 'totalAmount');
  }
  return { amount, discount, deliveryCharge, taxes, convenienceFees, serviceCharge, tip: tipPaise, totalAmount, itemCount, sellerCount };
}

/**
 * A repriced order never costs more than it did: fewer items can reach a higher grocery service-charge tier, and a
 * coupon lost below its minimum takes its discount away. What the new total exceeds `maxTotalPaise` by comes off the
 * service charge first (the line a smaller cart raises), then off the items as discount (at most the amount left
 * after the discount), so the lines still add up to the total.
 */
export function capTotalPaise(price: OrderPrice, maxTotalPaise: number): OrderPrice {
  assertPaise(maxTotalPaise, 'maxTotal');
  const excess = price.totalAmount - maxTotalPaise;
  if (excess <= 0) return price;
  const offService = Math.min(excess, price.serviceCharge);
  const offItems = Math.min(excess - offService, price.amount - price.discount);
  return {
    ...price,
    serviceCharge: price.serviceCharge - offService,
    discount: price.discount + offItems,
    totalAmount: price.totalAmount - offService - offItems,
  };
}

// ---- rupees <-> paise (the HTTP boundary) --------------------------------------------------

/**
 * Is this a number of ₹ that converts to integer paise: finite, at most 2 decimals, and a safe integer
 * number of paise? The contracts' rupees schema asks exactly this, so what it accepts always converts.
 */
export function isRupees(rupees: number): boolean {
  if (!Number.isFinite(rupees)) return false;
  const paise = Math.round(rupees * 100);
  // A value with at most 2 decimals is exactly the double nearest paise / 100; anything else has more decimals.
  return Number.isSafeInteger(paise) && paise / 100 === rupees;
}

/** ₹ with at most 2 decimals → integer paise. Throws RangeError for more decimals or non-finite input. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be finite, got ${rupees}`);
  if (!isRupees(rupees)) throw new RangeError(`rupees must have at most 2 decimals and a safe number of paise, got ${rupees}`);
  const paise = Math.round(rupees * 100);
  return paise === 0 ? 0 : paise; // no -0
}

/** Integer paise → ₹ (a number with at most 2 decimals). */
export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return paise === 0 ? 0 : paise / 100;
}
