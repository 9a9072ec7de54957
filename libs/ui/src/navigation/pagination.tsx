import { PAGE_WINDOW } from '@nukkad/contracts/light';
import { cx } from '../lib/class-names';
import { pageWindow } from '../lib/page-window';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  radius?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

/** Prev / current ± 2 / Next; renders nothing when there is a single page. */
export function Pagination({ page, totalPages, onPageChange, radius = PAGE_WINDOW, label = 'Pagination', className }: PaginationProps) {
  const pages = pageWindow(page, totalPages, radius);
  if (totalPages < 2 || pages.length === 0) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <nav className={cx('pagination', className)} aria-label={label}>
      <button type="button" className="pagination__step" onClick={() => go(current - 1)} disabled={current <= 1}>
        <span aria-hidden="true">‹ </span>Prev
      </button>
      <ul className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={cx('pagination__page', n === current && 'pagination__page--current')}
              onClick={() => go(n)}
              aria-current={n === current ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination__step" onClick={() => go(current + 1)} disabled={current >= totalPages}>
        Next<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
