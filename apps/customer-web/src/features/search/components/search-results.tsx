import { errorMessage } from '@nukkad/api-client';
import { SKELETON_COUNTS } from '@nukkad/contracts';
import { Button, EmptyState, ErrorState, SearchIcon, SkeletonList, Spinner } from '@nukkad/ui';
import { useEffect, useRef } from 'react';
import { ProductCard } from '../../../components/product-card';
import { useSearchProducts } from '../api/search-products';

/** Search results with infinite scroll: a sentinel loads the next page as it nears the screen; a button does the same. */
export function SearchResults({ query }: { query: string }) {
  const search = useSearchProducts(query);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;

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

  if (search.isPending) {
    return <SkeletonList count={SKELETON_COUNTS.products} layout="grid" label="Searching…" />;
  }
  if (search.isError) {
    return <ErrorState message={errorMessage(search.error, 'Search failed. Please try again.')} onRetry={() => void search.refetch()} />;
  }

  const products = search.data.pages.flatMap((page) => page.products);
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<SearchIcon size={32} />}
        title={`No products found for "${query}"`}
        description="Check the spelling or try a more general word, like “milk” or “pizza”."
      />
    );
  }

  return (
    <>
      <p className="search-count" aria-live="polite">
        {products.length}
        {hasNextPage ? '+' : ''} {products.length === 1 ? 'result' : 'results'}
      </p>
      <ul className="product-grid">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <div ref={sentinelRef} className="search-more">
        {search.isFetchNextPageError ? (
          <ErrorState message="Could not load more results." onRetry={() => void fetchNextPage()} />
        ) : isFetchingNextPage ? (
          <p className="search-more__loading" role="status">
            <Spinner /> Loading more…
          </p>
        ) : hasNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            Load more
          </Button>
        ) : (
          <p className="muted">That's everything for "{query}".</p>
        )}
      </div>
    </>
  );
}
