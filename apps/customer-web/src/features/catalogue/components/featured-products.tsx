import { errorMessage, usePopularProducts } from '@nukkad/api-client';
import { SKELETON_COUNTS, PRODUCTS_FETCH_FAILED_MESSAGE } from '@nukkad/contracts/light';
import { EmptyState, ErrorState, SkeletonList } from '@nukkad/ui';
import { useId } from 'react';
import { ProductCard } from '../../../components/product-card';

/** Featured Products: a grid, 8 skeletons while loading. */
export function FeaturedProducts() {
  const headingId = useId();
  const query = usePopularProducts();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        Featured Products
      </h2>
      {query.isPending ? (
        <SkeletonList count={SKELETON_COUNTS.products} layout="grid" label="Loading products…" />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, PRODUCTS_FETCH_FAILED_MESSAGE)} onRetry={() => void query.refetch()} />
      ) : query.data.products.length === 0 ? (
        <EmptyState title="No products yet" description="Check back soon for picks from shops near you." headingLevel={3} />
      ) : (
        <ul className="product-grid">
          {query.data.products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
