// Shown when a product or shop has no picture, or its picture fails to load: a plate on a warm tint.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f3e6da"/><circle cx="80" cy="60" r="30" fill="#fff" stroke="#e0c7b0" stroke-width="4"/><circle cx="80" cy="60" r="16" fill="none" stroke="#e8c9ac" stroke-width="3"/><path d="M40 38v44M36 38v14a4 4 0 0 0 8 0V38M120 38c-6 4-7 14-7 22h7v22" fill="none" stroke="#d9b99a" stroke-width="3" stroke-linecap="round"/></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The first picture of a list, or the placeholder. */
export function firstImage(images: readonly string[] | undefined): string {
  const first = images?.find((src) => src.trim() !== '');
  return first ?? PLACEHOLDER_IMAGE;
}
