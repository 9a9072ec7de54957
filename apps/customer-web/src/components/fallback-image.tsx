import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholder-image';

/** How many cards of a list a phone shows before any scrolling: their pictures load first, not lazily. */
export const FIRST_SCREEN_CARDS = 2;
/** The same for a grid of product cards, two to a row: its first two rows. */
export const FIRST_SCREEN_GRID_CARDS = 4;

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** On the first screen: fetched at once and first, since it is likely the page's largest paint. */
  priority?: boolean;
};

/** An image that swaps itself for the placeholder if it fails to load. */
export function FallbackImage({ src, alt, priority = false, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(src);
      }}
    />
  );
}
