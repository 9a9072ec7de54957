import { PAGE_WINDOW } from '@nukkad/contracts/light';

/** Page numbers to show around the current page: current ± radius, clamped to 1..totalPages. */
export function pageWindow(page: number, totalPages: number, radius: number = PAGE_WINDOW): number[] {
  const total = Math.floor(totalPages);
  if (!Number.isFinite(total) || total < 1) return [];
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), total);
  const first = Math.max(1, current - radius);
  const last = Math.min(total, current + radius);
  const pages: number[] = [];
  for (let n = first; n <= last; n += 1) pages.push(n);
  return pages;
}
