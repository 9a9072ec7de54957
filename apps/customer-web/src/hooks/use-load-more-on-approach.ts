import { useEffect, useRef } from 'react';

type NextPage = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/**
 * A ref for a sentinel after a paged list: once it comes within 400px of the screen the next page is fetched,
 * so it usually arrives before the user reaches the end. Without IntersectionObserver it does nothing (a button remains).
 */
export function useLoadMoreOnApproach<T extends Element>({ hasNextPage, isFetchingNextPage, fetchNextPage }: NextPage) {
  const sentinelRef = useRef<T>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return sentinelRef;
}
