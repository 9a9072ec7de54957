import { DISCOUNT_PULSE_ABOVE_PERCENT } from '@nukkad/contracts/light';

/** Whether a discount (the percent from pricing's discountPercent) is large enough to pulse (strictly above the threshold). */
export function discountPulses(percent: number | null): boolean {
  return percent !== null && percent > DISCOUNT_PULSE_ABOVE_PERCENT;
}
