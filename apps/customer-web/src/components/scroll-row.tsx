import { ChevronLeftIcon, ChevronRightIcon, cx } from '@nukkad/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

type ScrollRowProps = {
  /** What the row holds, for the buttons' names: "Previous items in {label}". */
  label: string;
  className?: string;
  /** The row's <li> items. */
  children: ReactNode;
};

type Edges = { back: boolean; forward: boolean };

// A pixel of slack: fractional scroll positions never quite reach the ends.
const SLACK = 1;

/** A horizontal row of cards that scrolls by touch, and by Previous/Next buttons where there is more to see. */
export function ScrollRow({ label, className, children }: ScrollRowProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ back: false, forward: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const max = list.scrollWidth - list.clientWidth;
    const next = { back: list.scrollLeft > SLACK, forward: list.scrollLeft < max - SLACK };
    setEdges((current) => (current.back === next.back && current.forward === next.forward ? current : next));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    // Most of a screenful, so the card cut at the edge comes fully into view.
    list.scrollBy({ left: direction * Math.max(list.clientWidth * 0.85, 160), behavior: 'smooth' });
  };

  const scrollable = edges.back || edges.forward;
  return (
    <div className={cx('scroll-row', scrollable && 'scroll-row--scrollable')}>
      <ul ref={listRef} className={cx('row-scroll', className)}>
        {children}
      </ul>
      {scrollable ? (
        <>
          <button
            type="button"
            className="scroll-row__button scroll-row__button--back"
            aria-label={`Previous items in ${label}`}
            disabled={!edges.back}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className="scroll-row__button scroll-row__button--forward"
            aria-label={`Next items in ${label}`}
            disabled={!edges.forward}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon size={22} />
          </button>
        </>
      ) : null}
    </div>
  );
}
