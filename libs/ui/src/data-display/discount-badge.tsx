import { cx } from '../lib/class-names';
import { discountPercent } from '@nukkad/pricing';
import { discountPulses } from '../lib/discount-percent';

export interface DiscountBadgeProps {
  price: number;
  basePrice: number;
  className?: string;
}

/** "{n}% OFF" when basePrice exceeds price; pulses above 20%. */
export function DiscountBadge({ price, basePrice, className }: DiscountBadgeProps) {
  const percent = discountPercent(price, basePrice);
  if (percent === null) return null;
  return <span className={cx('discount-badge', discountPulses(percent) && 'pulse', className)}>{percent}% OFF</span>;
}
