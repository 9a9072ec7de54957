import type { ReactNode } from 'react';
import { PackageIcon } from '../icons/icons';
import { cx } from '../lib/class-names';

const SIDE = { md: 48, lg: 80 } as const;

export interface ItemThumbProps {
  /** The picture's address, ready to load. */
  src?: string | null;
  size?: keyof typeof SIDE;
  /** Drawn when there is no picture; a parcel unless told. */
  fallback?: ReactNode;
  className?: string;
}

/** A product's small square picture beside its name; decorative, since the name is always written next to it. */
export function ItemThumb({ src, size = 'md', fallback, className }: ItemThumbProps) {
  return (
    <span className={cx('item-thumb', size === 'lg' && 'item-thumb--lg', className)} aria-hidden="true">
      {src ? (
        <img src={src} alt="" width={SIDE[size]} height={SIDE[size]} loading="lazy" decoding="async" />
      ) : (
        (fallback ?? <PackageIcon size={22} />)
      )}
    </span>
  );
}
