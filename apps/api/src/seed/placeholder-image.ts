// Small, deterministic SVG pictures for the demo catalogue: made locally, no network, same input → same bytes.
// Only shapes and plain text: an emoji would need a colour-emoji font, and without one it shows as an empty box.

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
  /** What the picture shows, as an emoji: drawn as a matching shape (cup, bowl, loaf…), or the title's initials. */
  emoji?: string;
  width?: number;
  height?: number;
};

/** The shapes the pictures can draw, on a 100×100 grid centred on (50, 50). */
export type Motif = 'cup' | 'bowl' | 'bread' | 'cake' | 'produce' | 'bottle' | 'flower';

const MOTIF_EMOJI: Record<Motif, string> = {
  cup: '☕🍵🥛🥤🧋🧃🧊💧',
  bowl: '🍛🍲🍜🍝🥣🍚🥗🍱🥡🍽🍳🥟🍢🦐🐟🍗',
  bread: '🍞🥖🥐🥞🌯🥙🍟🍕',
  cake: '🍪🧁🍰🎂🍫🍬🍨🍦',
  produce: '🥕🥦🍎🍌🍇🍊🥭🍉🥝🥑🍅🧅🥔🌶🥬🥥🍋🫐🫑🥒🍆🍄🍍🌿🫚🥜🥚',
  bottle: '🧴🧼🧽🪥🧻🍼💊🩹😷🌡🫙🧺🛒',
  flower: '🌼🌹🪔🕯🎁☀💪',
};

/** The motif for an emoji (its variation selector ignored), or null for the initials. */
export function motifFor(emoji: string | undefined): Motif | null {
  const base = emoji?.replace(/\uFE0F/g, '').trim();
  if (!base) return null;
  for (const [motif, list] of Object.entries(MOTIF_EMOJI) as [Motif, string][]) {
    if ([...list].includes(base)) return motif;
  }
  return null;
}

// Every emoji code point, joiner and variation selector: text in a picture never relies on an emoji font.
const PICTOGRAPHS = /\p{Extended_Pictographic}|\u200D|\uFE0F/gu;
const plainText = (text: string) => text.replace(PICTOGRAPHS, '').replace(/\s+/g, ' ').trim();

/** A motif's shapes in white, with details in `ink` (the picture's darker colour). */
function motifShapes(motif: Motif, ink: string): string {
  const fill = 'fill="#ffffff" fill-opacity="0.95"';
  const line = 'fill="none" stroke="#ffffff" stroke-opacity="0.95" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';
  switch (motif) {
    case 'cup':
      return [
        `<path d="M22 34h48l-6 48a6 6 0 0 1-6 5H34a6 6 0 0 1-6-5Z" ${fill}/>`,
        `<path d="M69 44h7a11 11 0 0 1 0 22h-10" ${line}/>`,
        `<path d="M36 24c0-6 6-6 6-12M52 24c0-6 6-6 6-12" ${line}/>`,
      ].join('');
    case 'bowl':
      return [
        `<path d="M10 46h80a40 36 0 0 1-80 0Z" ${fill}/>`,
        `<path d="M34 34c0-6 6-6 6-12M50 34c0-6 6-6 6-12M66 34c0-6 6-6 6-12" ${line}/>`,
        `<path d="M24 58h52" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>`,
      ].join('');
    case 'bread':
      return [
        `<path d="M18 48a16 16 0 0 1 12-28h40a16 16 0 0 1 12 28v30a6 6 0 0 1-6 6H24a6 6 0 0 1-6-6Z" ${fill}/>`,
        `<path d="M38 38l-6 12M54 38l-6 12M70 38l-6 12" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/>`,
      ].join('');
    case 'cake':
      return [
        `<path d="M16 56h68v26a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4Z" ${fill}/>`,
        `<path d="M22 56V44a4 4 0 0 1 4-4h48a4 4 0 0 1 4 4v12" ${fill}/>`,
        `<path d="M16 66c8 6 14 6 22 0s14-6 22 0 14 6 24 0" fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="4" stroke-linecap="round"/>`,
        `<path d="M50 38V26" ${line}/>`,
        `<circle cx="50" cy="20" r="5" ${fill}/>`,
      ].join('');
    case 'produce':
      return [
        `<circle cx="50" cy="58" r="30" ${fill}/>`,
        `<path d="M52 30c4-14 18-18 30-15-2 12-14 20-30 15Z" ${fill}/>`,
        `<path d="M50 32V18" ${line}/>`,
      ].join('');
    case 'bottle':
      return [
        `<path d="M40 10h20v14l8 10v50a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V34l8-10Z" ${fill}/>`,
        `<rect x="38" y="48" width="24" height="22" rx="3" fill="${ink}" fill-opacity="0.35"/>`,
      ].join('');
    case 'flower':
      return [
        ...[0, 72, 144, 216, 288].map(
          (angle) => `<ellipse cx="50" cy="28" rx="12" ry="20" transform="rotate(${angle} 50 52)" ${fill}/>`,
        ),
        `<circle cx="50" cy="52" r="11" fill="${ink}" fill-opacity="0.55"/>`,
      ].join('');
  }
}

/**
 * An SVG picture: a gradient in a colour picked from the title's hash, a drawn motif (or the initials) on a disc,
 * the title and the subtitle. Everything sits in the middle band (14–86 % of the height), so a 16:9 crop keeps it all.
 */
export function placeholderSvg(opts: PlaceholderOptions): string {
  const width = opts.width ?? 400;
  const height = opts.height ?? 300;
  const title = plainText(opts.title) || 'Nukkad';
  const subtitleText = opts.subtitle ? plainText(opts.subtitle) : '';
  const h = hashString(opts.title);
  const hue = h % 360;
  const hue2 = (hue + 25 + ((h >>> 9) % 40)) % 360;
  const sat = 55 + ((h >>> 17) % 25);
  const from = hslToHex(hue, sat, 62);
  const to = hslToHex(hue2, sat, 40);
  const ink = hslToHex(hue2, sat, 28);
  const cx = width / 2;
  const artY = height * 0.34;
  const discRadius = height * 0.19;

  // A few soft bubbles for texture, placed from the title's hash.
  const random = seededRandom(h);
  const bubbles = Array.from({ length: 5 }, () => {
    const r = Math.round(height * (0.08 + random() * 0.16));
    return `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${r}" fill="#ffffff" fill-opacity="0.08"/>`;
  }).join('');

  const motif = motifFor(opts.emoji);
  const artSize = discRadius * 1.45;
  const art = motif
    ? `<g transform="translate(${round(cx - artSize / 2)} ${round(artY - artSize / 2)}) scale(${round(artSize / 100)})">${motifShapes(motif, ink)}</g>`
    : `<text x="${cx}" y="${Math.round(artY)}" font-size="${Math.round(height * 0.2)}" font-weight="700" fill="#ffffff" fill-opacity="0.95" text-anchor="middle" dominant-baseline="central">${escapeXml(initials(title))}</text>`;

  const lines = wrap(title, 26, 2);
  const titleSize = Math.round(height * 0.075);
  const firstLine = height * (lines.length > 1 ? 0.645 : 0.71);
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${Math.round(firstLine + i * height * 0.09)}" font-size="${titleSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitle = subtitleText
    ? `<text x="${cx}" y="${Math.round(height * 0.835)}" font-size="${Math.round(height * 0.05)}" fill="#ffffff" fill-opacity="0.88" text-anchor="middle">${escapeXml(wrap(subtitleText, 44, 1)[0]!)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    bubbles,
    `<rect y="${Math.round(height * 0.56)}" width="${width}" height="${height - Math.round(height * 0.56)}" fill="#000000" fill-opacity="0.2"/>`,
    `<circle cx="${cx}" cy="${Math.round(artY)}" r="${Math.round(discRadius)}" fill="#ffffff" fill-opacity="0.2"/>`,
    `<g font-family="'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif">`,
    art,
    titleText,
    subtitle,
    `</g>`,
    `</svg>`,
    '',
  ].join('\n');
}

const round = (n: number) => Math.round(n * 100) / 100;
