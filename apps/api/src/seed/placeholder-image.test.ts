import { describe, expect, it } from 'vitest';
import { EMOJI_BY_CATEGORY, EMOJI_BY_WORD } from './catalogue-data';
import { motifFor, placeholderSvg } from './placeholder-image';

const PICTOGRAPH = /\p{Extended_Pictographic}|\u200D|\uFE0F/u;

/** The y of every <text>, as fractions of the picture's height. */
function textRows(svg: string, height: number): number[] {
  return [...svg.matchAll(/<text [^>]*\by="([\d.]+)"/g)].map((m) => Number(m[1]) / height);
}

describe('placeholderSvg', () => {
  const emoji = ['🍕', '☕', '🍛', '🍪', '🥭', '🧴', '🌼', '🌶️', '🍽️', '👶', ...Object.values(EMOJI_BY_CATEGORY), ...EMOJI_BY_WORD.map(([, e]) => e)];

  it.each(emoji)('draws %s with shapes and plain text, never an emoji glyph or an emoji font', (symbol) => {
    const svg = placeholderSvg({ title: 'Masala Chai', subtitle: 'Chai Point', emoji: symbol });
    expect(svg).not.toMatch(PICTOGRAPH);
    expect(svg).not.toMatch(/Emoji/i);
    expect(svg).toContain('>Masala Chai<');
  });

  it('drops emoji from the title and subtitle too', () => {
    const svg = placeholderSvg({ title: 'Party Pack 🎉', subtitle: 'Gifts 🎁 & more' });
    expect(svg).not.toMatch(PICTOGRAPH);
    expect(svg).toContain('>Party Pack<');
    expect(svg).toContain('>Gifts &amp; more<');
  });

  it('draws a motif for a known emoji and the initials otherwise', () => {
    expect(motifFor('☕')).toBe('cup');
    expect(motifFor('🍛')).toBe('bowl');
    expect(motifFor('🌶️')).toBe('produce');
    expect(motifFor('🦄')).toBeNull();
    expect(motifFor(undefined)).toBeNull();

    expect(placeholderSvg({ title: 'Filter Coffee', emoji: '☕' })).not.toContain('>FC<');
    expect(placeholderSvg({ title: 'Filter Coffee', emoji: '🦄' })).toContain('>FC<');
    expect(placeholderSvg({ title: 'Filter Coffee' })).toContain('>FC<');
    expect(placeholderSvg({ title: 'Filter Coffee', emoji: '☕' })).not.toBe(placeholderSvg({ title: 'Filter Coffee', emoji: '🍛' }));
  });

  it.each([
    [400, 300],
    [640, 480],
  ])('keeps every text inside the band a 16:9 crop of a %i×%i picture shows', (width, height) => {
    const svg = placeholderSvg({ title: 'A Very Long Product Name That Needs Two Lines', subtitle: 'Sharma General Store', width, height });
    const rows = textRows(svg, height);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toBeGreaterThanOrEqual(0.14);
      expect(row).toBeLessThanOrEqual(0.86);
    }
  });

  it('is the same picture for the same input', () => {
    const opts = { title: 'Kaju Katli 250g', subtitle: 'Mithai Ghar', emoji: '🍬' };
    expect(placeholderSvg(opts)).toBe(placeholderSvg({ ...opts }));
    expect(placeholderSvg(opts)).toMatch(/^<svg [^>]*width="400" height="300"/);
  });
});
