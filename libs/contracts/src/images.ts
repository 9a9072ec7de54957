const UPLOADED_FULL_SIZE = /^(\/uploads\/[^?#]+)\.webp$/;

/**
 * The card-size copy of an image: an upload is stored as `<name>.webp` and `<name>-card.webp`, so cards and
 * thumbnails never download the full size; other images (the demo's SVGs) have one size that scales.
 */
export function cardImageUrl(url: string): string {
  const match = UPLOADED_FULL_SIZE.exec(url);
  return match && !match[1]!.endsWith('-card') ? `${match[1]}-card.webp` : url;
}
