import { errorMessage, usePopularShops } from '@nukkad/api-client';
import { SKELETON_COUNTS } from '@nukkad/contracts/light';
import { EmptyState, ErrorState, SkeletonList } from '@nukkad/ui';
import { useId } from 'react';
import { ScrollRow } from '../../../components/scroll-row';
import { ShopTile } from './shop-tile';

/** Popular Shops: a horizontal row, 5 skeletons while loading. */
export function PopularShops() {
  const headingId = useId();
  const query = usePopularShops();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        Popular Shops
      </h2>
      {query.isPending ? (
        <SkeletonList count={SKELETON_COUNTS.shops} layout="scroll" label="Loading shops…" />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, 'Failed to fetch shops')} onRetry={() => void query.refetch()} />
      ) : query.data.shops.length === 0 ? (
        <EmptyState title="No shops nearby yet" description="Shops will show up here as they join Nukkad." headingLevel={3} />
      ) : (
        <ScrollRow label="Popular Shops" className="shop-row">
          {query.data.shops.map((shop) => (
            <li key={shop._id}>
              <ShopTile shop={shop} />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
