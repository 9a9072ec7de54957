import { describe, expect, it } from 'vitest';
import { cardImageUrl } from './images';

describe('cardImageUrl', () => {
  it('names the card-size copy of an upload', () => {
    expect(cardImageUrl('/uploads/2026/ab12.webp')).toBe('/uploads/2026/ab12-card.webp');
  });

  it('leaves a card-size path, a demo image and other addresses as they are', () => {
    for (const url of ['/uploads/ab12-card.webp', '/demo-images/shop-1.svg', 'https://example.com/a.webp', '/uploads/a.png']) {
      expect(cardImageUrl(url)).toBe(url);
    }
  });
});
