import { DISCOUNT_PULSE_ABOVE_PERCENT } from '@nukkad/contracts';

/**
 * Rounded percent of (basePrice − price) over basePrice, or null when there is no discount to show
 * (basePrice not above price, bad numbers, or a discount that rounds to 0%).
 */
export function discountPercent(price: number, basePrice: number): number | null {
  if (!Number.isFinite(price) || !Number.isFinite(basePrice)) return null;
  if (basePrice <= 0 || !(basePrice > price)) return null;
  const percent = Math.round(((basePrice - price) / basePrice) * 100);
  return percent >= 1 ? percent : null;
}

/** Whether a discount is large enough to pulse (strictly above the threshold). */
export function discountPulses(percent: number | null): boolean {
  return percent !== null && percent > DISCOUNT_PULSE_ABOVE_PERCENT;
}
