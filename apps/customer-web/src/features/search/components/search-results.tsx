import { errorMessage, useSearchProducts } from '@nukkad/api-client';
import { SKELETON_COUNTS } from '@nukkad/contracts/light';
import { Button, EmptyState, ErrorState, SearchIcon, SkeletonList, Spinner, pluralWord } from '@nukkad/ui';
import { ProductCard } from '../../../components/product-card';
import { FIRST_SCREEN_GRID_CARDS } from '../../../components/fallback-image';
import { useLoadMoreOnApproach } from '../../../hooks/use-load-more-on-approach';

/** Search results with infinite scroll: a sentinel loads the next page as it nears the screen; a button does the same. */
export function SearchResults({ query }: { query: string }) {
  const search = useSearchProducts(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const sentinelRef = useLoadMoreOnApproach<HTMLDivElement>({ hasNextPage, isFetchingNextPage, fetchNextPage });

  if (search.isPending) {
    return <SkeletonList count={SKELETON_COUNTS.products} layout="grid" label="Searching…" />;
  }
  // A later page that fails keeps the results already shown; its own message sits at the end of the list.
  if (search.isError && !search.isFetchNextPageError) {
    return <ErrorState message={errorMessage(search.error, 'Search failed. Please try again.')} onRetry={() => void search.refetch()} />;
  }

  const products = search.data.pages.flat();
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
        {hasNextPage ? '+' : ''} {hasNextPage ? 'results' : pluralWord(products.length, 'result')}
      </p>
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard product={product} headingLevel={2} priority={index < FIRST_SCREEN_GRID_CARDS} />
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
