import { cx } from '../lib/class-names';
import { Skeleton } from './skeleton';

export interface SkeletonListProps {
  /** How many placeholders (the apps use 5 shops, 8 products, 6 restaurants, 5 notification rows). */
  count: number;
  /** card: image + two lines; row: a one-line list row with an avatar. */
  variant?: 'card' | 'row';
  /** grid of cards, a horizontal scrolling row, or a vertical stack. */
  layout?: 'grid' | 'scroll' | 'stack';
  /** Text announced to screen readers. */
  label?: string;
  className?: string;
}

/** N placeholder cards or rows, marked busy, with a visually hidden loading label. */
export function SkeletonList({ count, variant = 'card', layout, label = 'Loading…', className }: SkeletonListProps) {
  const arrangement = layout ?? (variant === 'row' ? 'stack' : 'grid');
  const items = Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => index);
  return (
    <div className={cx('skeleton-list', `skeleton-list--${arrangement}`, className)} aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {items.map((index) =>
        variant === 'row' ? (
          <div key={index} className="skeleton-row" aria-hidden="true">
            <Skeleton circle width={40} height={40} />
            <div className="skeleton-row__lines">
              <Skeleton width="60%" height={14} />
              <Skeleton width="35%" height={12} />
            </div>
          </div>
        ) : (
          <div key={index} className="skeleton-card" aria-hidden="true">
            <Skeleton className="skeleton-card__media" height="auto" />
            <div className="skeleton-card__body">
              <Skeleton width="75%" height={16} />
              <Skeleton width="45%" height={14} />
            </div>
          </div>
        ),
      )}
    </div>
  );
}
