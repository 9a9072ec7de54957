import { Button, ErrorState, Spinner } from '@nukkad/ui';
import { useLoadMoreOnApproach } from '../hooks/use-load-more-on-approach';

type ProductPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The end of a paged product list: the next page loads as it nears the screen, a button does the same, and a
 * page that fails says so with Retry while the products already shown stay.
 */
export function LoadMoreProducts({ pages }: { pages: ProductPages }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const sentinelRef = useLoadMoreOnApproach<HTMLDivElement>({ hasNextPage, isFetchingNextPage, fetchNextPage });
  if (!hasNextPage) return null;
  return (
    <div ref={sentinelRef} className="load-more">
      {isFetchNextPageError ? (
        <ErrorState message="Could not load more products." onRetry={() => void fetchNextPage()} />
      ) : isFetchingNextPage ? (
        <p className="load-more__loading" role="status">
          <Spinner /> Loading more products…
        </p>
      ) : (
        <Button variant="secondary" onClick={() => void fetchNextPage()}>
          Show more products
        </Button>
      )}
    </div>
  );
}
