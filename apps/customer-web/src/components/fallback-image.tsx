import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholder-image';

/** An image that swaps itself for the placeholder if it fails to load. */
export function FallbackImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      loading="lazy"
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
