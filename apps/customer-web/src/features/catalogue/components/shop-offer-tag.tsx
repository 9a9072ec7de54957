import { cx } from '@nukkad/ui';

/** "15% off" while the shop's discount runs (its prices already have it off); nothing otherwise. */
export function ShopOfferTag({ percent, className }: { percent: number | null; className?: string }) {
  if (percent === null) return null;
  return <span className={cx('offer-tag', className)}>{percent}% off</span>;
}
