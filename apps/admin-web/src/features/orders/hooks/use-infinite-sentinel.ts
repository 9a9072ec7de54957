import { useEffect, useRef } from 'react';

/** How far below the screen the next page starts loading, so scrolling rarely waits. */
const LOOK_AHEAD = '400px 0px';

/**
 * A ref for an element at the end of a list: `onVisible` runs when it scrolls into view while `enabled`. The observer
 * is made again for each loaded page (`pages`), so a sentinel still in view after a short page asks for the next one.
 */
export function useInfiniteSentinel(onVisible: () => void, enabled: boolean, pages: number) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, pages]);

  return ref;
}
