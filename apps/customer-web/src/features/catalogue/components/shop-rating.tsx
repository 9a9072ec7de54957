import { LOCALE, type ShopRating } from '@nukkad/contracts';
import { cx } from '@nukkad/ui';

/** "★ 4.3 · 12 ratings"; nothing until the shop has enough ratings to show (the server sends null). */
export function ShopRatingChip({ rating, className }: { rating: ShopRating | null; className?: string }) {
  if (!rating) return null;
  const average = rating.average.toFixed(1);
  const count = rating.count.toLocaleString(LOCALE);
  return (
    <span className={cx('rating-chip', className)} role="img" aria-label={`Rated ${average} out of 5 from ${count} ratings`}>
      <span aria-hidden="true">
        ★ {average} · {count} ratings
      </span>
    </span>
  );
}
