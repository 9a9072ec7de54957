// Coupons (issue 22 §1): what a coupon takes off an order and whether it may be used, in integer paise.
// The API is the authority; the apps use the same rules only to preview.
import type { OrderType } from './fees';

export const COUPON_KINDS = ['flat', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon takes off: the terms an order keeps (as placed) so repricing runs the same rules. */
export interface CouponTerms {
  kind: CouponKind;
  /** flat: paise off; percent: whole percent off (1–100). */
  value: number;
  /** percent: the most it takes off, in paise; null for no cap (ignored for flat). */
  maxDiscountPaise: number | null;
  /** The items' amount (of the coupon's shop, when it has one) must reach this, in paise. */
  minAmountPaise: number;
  /** Only this shop's items count and are discounted; null for every shop. */
  shopId: string | null;
}

/** A line as the coupon sees it: its total and its shop. */
export interface CouponLine {
  unitPricePaise: number;
  quantity: number;
  shopId?: string | undefined;
}

function assertPaise(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer number of paise, got ${value}`);
}

/** The amount the coupon reads: every line's total, or only its shop's lines'. */
export function couponBasePaise(terms: Pick<CouponTerms, 'shopId'>, lines: readonly CouponLine[]): number {
  let base = 0;
  for (const line of lines) {
    if (terms.shopId !== null && line.shopId !== terms.shopId) continue;
    base += line.unitPricePaise * line.quantity;
    if (!Number.isSafeInteger(base)) throw new RangeError('coupon base is too large');
  }
  return base;
}

/**
 * What the coupon takes off an amount of `basePaise` (the items' amount as read, after shop discounts): 0 below the
 * minimum; flat: its value; percent: round half up of base × percent / 100, then the cap; never more than the base,
 * so the items' amount never goes below zero.
 */
export function couponDiscountPaise(terms: CouponTerms, basePaise: number): number {
  assertPaise(basePaise, 'base');
  assertPaise(terms.minAmountPaise, 'minAmountPaise');
  if (basePaise === 0 || basePaise < terms.minAmountPaise) return 0;
  let off: number;
  if (terms.kind === 'flat') {
    assertPaise(terms.value, 'value');
    off = terms.value;
  } else {
    if (!Number.isSafeInteger(terms.value) || terms.value < 1 || terms.value > 100) throw new RangeError(`percent must be 1–100, got ${terms.value}`);
    const scaled = basePaise * terms.value + 50;
    if (!Number.isSafeInteger(scaled)) throw new RangeError('base is too large');
    off = (scaled - (scaled % 100)) / 100;
    if (terms.maxDiscountPaise !== null) {
      assertPaise(terms.maxDiscountPaise, 'maxDiscountPaise');
      off = Math.min(off, terms.maxDiscountPaise);
    }
  }
  return Math.min(off, basePaise);
}

/** A coupon as it stands, and the customer's and cart's facts it is checked against. */
export interface CouponState extends CouponTerms {
  paused: boolean;
  validFrom: Date;
  /** null: no end. */
  validUntil: Date | null;
  /** null: no limit. */
  totalUses: number | null;
  usedCount: number;
  usesPerCustomer: number;
  firstOrderOnly: boolean;
  /** null: Food and Grocery. */
  orderType: OrderType | null;
}

export interface CouponCheck {
  now: Date;
  orderType: OrderType;
  lines: readonly CouponLine[];
  /** Uses the customer holds of this coupon (taken or reserved, not given back). */
  customerUses: number;
  /** The customer's orders that were not cancelled. */
  customerOrders: number;
}

export const COUPON_REFUSALS = ['paused', 'not_started', 'expired', 'used_up', 'used_by_customer', 'first_order_only', 'wrong_order_type', 'wrong_shop', 'below_minimum'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** What stops a coupon for every customer at `now` (paused, not started, ended, used up), or null while it runs. */
export function couponStandingRefusal(
  coupon: Pick<CouponState, 'paused' | 'validFrom' | 'validUntil' | 'totalUses' | 'usedCount'>,
  now: Date,
): Extract<CouponRefusal, 'paused' | 'not_started' | 'expired' | 'used_up'> | null {
  if (coupon.paused) return 'paused';
  if (now < coupon.validFrom) return 'not_started';
  if (coupon.validUntil !== null && now >= coupon.validUntil) return 'expired';
  if (coupon.totalUses !== null && coupon.usedCount >= coupon.totalUses) return 'used_up';
  return null;
}

/** Why this coupon cannot be used on this cart now, or null when it can (the first reason in the order above). */
export function couponRefusal(coupon: CouponState, check: CouponCheck): CouponRefusal | null {
  const standing = couponStandingRefusal(coupon, check.now);
  if (standing) return standing;
  if (check.customerUses >= coupon.usesPerCustomer) return 'used_by_customer';
  if (coupon.firstOrderOnly && check.customerOrders > 0) return 'first_order_only';
  if (coupon.orderType !== null && coupon.orderType !== check.orderType) return 'wrong_order_type';
  if (coupon.shopId !== null && !check.lines.some((line) => line.shopId === coupon.shopId)) return 'wrong_shop';
  const base = couponBasePaise(coupon, check.lines);
  if (base === 0 || base < coupon.minAmountPaise) return 'below_minimum';
  return null;
}
