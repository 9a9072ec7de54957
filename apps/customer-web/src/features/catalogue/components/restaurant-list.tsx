import { ApiError, useRestaurants } from '@nukkad/api-client';
import { REDIRECT_AFTER_LOGOUT_MS, SKELETON_COUNTS } from '@nukkad/contracts/light';
import { Button, CutleryIcon, EmptyState, ErrorState, SkeletonList, TextField, useToast } from '@nukkad/ui';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { RestaurantCard } from './restaurant-card';
import { FIRST_SCREEN_CARDS } from '../../../components/fallback-image';

/** The restaurant list, a page at a time, with a name filter. A failure the server explains is toasted and sends the visitor home. */
export function RestaurantList() {
  const [search, setSearch] = useState('');
  const query = useRestaurants(useDeferredValue(search.trim()));
  const toast = useToast();
  const navigate = useNavigate();
  const toastedError = useRef<unknown>(null);
  const refusal = query.error instanceof ApiError ? query.error.serverMessage : null;

  useEffect(() => {
    if (!refusal) return undefined;
    if (toastedError.current !== query.error) {
      toastedError.current = query.error;
      toast.error(refusal);
    }
    // The spec's restaurant-failure redirect waits the same second as the logout one.
    const timer = window.setTimeout(() => navigate(paths.home.getHref(), { replace: true }), REDIRECT_AFTER_LOGOUT_MS);
    return () => window.clearTimeout(timer);
  }, [refusal, query.error, toast, navigate]);

  const restaurants = query.data ? query.data.pages.flatMap((page) => page.restaurants) : [];

  return (
    <>
      <div className="restaurant-search" role="search">
        <TextField
          label="Search restaurants"
          type="search"
          placeholder="Search by name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fieldClassName="restaurant-search__field"
        />
      </div>
      {query.isPending ? (
        <SkeletonList count={SKELETON_COUNTS.restaurants} layout="grid" label="Loading restaurants…" className="restaurant-grid" />
      ) : query.isError ? (
        <ErrorState message="Failed to load restaurants. Please try again later." onRetry={refusal ? undefined : () => void query.refetch()} />
      ) : restaurants.length === 0 ? (
        <EmptyState
          icon={<CutleryIcon size={32} />}
          title="No restaurants found"
          description={search.trim() ? `Nothing matches "${search.trim()}". Try another name.` : 'Restaurants will show up here as they join.'}
        />
      ) : (
        <>
          <ul className="restaurant-grid" aria-label="Restaurants">
            {restaurants.map((shop, index) => (
              <li key={shop._id}>
                <RestaurantCard shop={shop} priority={index < FIRST_SCREEN_CARDS} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? 'Loading…' : 'Show more restaurants'}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
