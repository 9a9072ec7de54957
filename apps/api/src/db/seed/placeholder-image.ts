// Small, deterministic SVG pictures for the demo catalogue: made locally, no network, same input → same bytes.

/** 32-bit FNV-1a hash of a string; stable across runs and platforms. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Lower-case ASCII slug: 'Paneer Butter Masala' → 'paneer-butter-masala'. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** HSL (degrees, percent, percent) to '#rrggbb', which every SVG renderer understands. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Up to two letters from the first words: 'Punjab Da Dhaba' → 'PD'. */
export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toUpperCase());
  return letters.join('') || '?';
}

/** Splits a title into at most `maxLines` lines of about `width` characters, with an ellipsis if cut. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      current = '';
      const last = lines[maxLines - 1]!;
      lines[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1)).trimEnd()}…`;
      return lines;
    }
  }
  if (current) lines.push(current.length > width ? `${current.slice(0, width - 1)}…` : current);
  return lines;
}

export type PlaceholderOptions = {
  /** Main text, and the source of the colour. */
  title: string;
  /** A smaller line under the title (a shop's category, a price…). */
  subtitle?: string;
  /** Drawn large in the middle; the title's initials when absent. */
  emoji?: string;
  width?: number;
  height?: number;
};

/** An SVG picture: a gradient in a colour picked from the title's hash, a big emoji (or initials) and the title. */
export function placeholderSvg(opts: PlaceholderOptions): string {
  const width = opts.width ?? 400;
  const height = opts.height ?? 300;
  const h = hashString(opts.title);
  const hue = h % 360;
  const hue2 = (hue + 25 + ((h >>> 9) % 40)) % 360;
  const sat = 55 + ((h >>> 17) % 25);
  const from = hslToHex(hue, sat, 62);
  const to = hslToHex(hue2, sat, 40);
  const cx = width / 2;
  const lines = wrap(opts.title, 26, 2);
  const titleSize = Math.round(height * 0.085);
  const titleTop = height * 0.74 - (lines.length - 1) * titleSize * 0.6;
  const symbol = opts.emoji
    ? `<text x="${cx}" y="${Math.round(height * 0.45)}" font-size="${Math.round(height * 0.36)}" font-family="'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif" text-anchor="middle" dominant-baseline="middle">${escapeXml(opts.emoji)}</text>`
    : `<text x="${cx}" y="${Math.round(height * 0.45)}" font-size="${Math.round(height * 0.3)}" font-weight="700" fill="#ffffff" fill-opacity="0.92" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials(opts.title))}</text>`;
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${Math.round(titleTop + i * titleSize * 1.2)}" font-size="${titleSize}" font-weight="600" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitle = opts.subtitle
    ? `<text x="${cx}" y="${Math.round(height * 0.93)}" font-size="${Math.round(height * 0.055)}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${escapeXml(opts.subtitle)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(opts.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect y="${Math.round(height * 0.6)}" width="${width}" height="${height - Math.round(height * 0.6)}" fill="#000000" fill-opacity="0.22"/>`,
    `<circle cx="${cx}" cy="${Math.round(height * 0.42)}" r="${Math.round(height * 0.27)}" fill="#ffffff" fill-opacity="0.18"/>`,
    // Emoji fonts only on the emoji: some carry digit glyphs that would replace the title's numbers.
    `<g font-family="'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif">`,
    symbol,
    titleText,
    subtitle,
    `</g>`,
    `</svg>`,
    '',
  ].join('\n');
}
