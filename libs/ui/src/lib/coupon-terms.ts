import { LOCALE, TIME_ZONE } from '@nukkad/contracts/light';
import type { CouponTermsView } from '@nukkad/contracts';
import { formatRupees } from './format-rupees';

const day = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short' });
/** Whole rupees without decimals, else two. */
const rupees = (amount: number) => formatRupees(amount, { decimals: Number.isInteger(amount) ? 0 : 2 });

/** What a coupon takes off, e.g. "₹50 off" or "20% off up to ₹75". */
export function couponOffer(terms: Pick<CouponTermsView, 'kind' | 'value' | 'maxDiscount'>): string {
  if (terms.kind === 'flat') return `${rupees(terms.value)} off`;
  return terms.maxDiscount === null ? `${terms.value}% off` : `${terms.value}% off up to ${rupees(terms.maxDiscount)}`;
}

/** The conditions of a coupon in plain words, each a short phrase, e.g. ["on ₹199 or more", "first order only"]. */
export function couponConditions(terms: CouponTermsView): string[] {
  const conditions: string[] = [];
  if (terms.minAmount > 0) conditions.push(`on ${rupees(terms.minAmount)} or more`);
  if (terms.firstOrderOnly) conditions.push('first order only');
  if (terms.orderType !== null) conditions.push(terms.orderType === 'Food' ? 'food orders' : 'grocery orders');
  if (terms.shopName !== null) conditions.push(`at ${terms.shopName}`);
  if (terms.validUntil !== null) conditions.push(`until ${day.format(new Date(terms.validUntil))}`);
  return conditions;
}
