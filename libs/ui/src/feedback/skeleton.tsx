import type { CSSProperties } from 'react';
import { cx } from '../lib/class-names';

export interface SkeletonProps {
  /** CSS length; numbers are pixels. Defaults to the full width. */
  width?: number | string;
  /** CSS length; numbers are pixels. */
  height?: number | string;
  /** A round placeholder (avatars, icons). */
  circle?: boolean;
  className?: string;
}

function length(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/** A shimmering placeholder block; hidden from assistive technology (the list around it announces loading). */
export function Skeleton({ width, height = 16, circle = false, className }: SkeletonProps) {
  const style: CSSProperties = { width: length(width), height: length(height) };
  return <span className={cx('skeleton', circle && 'skeleton--circle', className)} style={style} aria-hidden="true" />;
}
