import { errorMessage, useGroceryProducts } from '@nukkad/api-client';
import { SKELETON_COUNTS, PRODUCTS_FETCH_FAILED_MESSAGE } from '@nukkad/contracts/light';
import { BasketIcon, EmptyState, ErrorState, SkeletonList, pluralWord } from '@nukkad/ui';
import { Link } from 'react-router';
import { LoadMoreProducts } from '../../../components/load-more-products';
import { ProductCard } from '../../../components/product-card';
import { FIRST_SCREEN_CARDS } from '../../../components/fallback-image';
import { ScrollRow } from '../../../components/scroll-row';
import { paths } from '../../../config/paths';
import { groupBySubCategory } from '../utils/group-by-sub-category';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * One grocery category's products in horizontal rows, one row per second category.
 * The server sends them a page at a time: the next page loads as the user nears the end, or on "Show more products".
 */
export function GroceryCategoryProducts({ category }: { category: string }) {
  const query = useGroceryProducts(category);
  const { hasNextPage } = query;

  if (query.isPending) {
    return <SkeletonList count={SKELETON_COUNTS.products} layout="grid" label="Loading products…" />;
  }
  // A failed later page keeps the rows already shown; only a failed first load replaces them.
  if (query.isError && !query.isFetchNextPageError) {
    return <ErrorState message={errorMessage(query.error, PRODUCTS_FETCH_FAILED_MESSAGE)} onRetry={() => void query.refetch()} />;
  }
  const groups = groupBySubCategory(query.data.pages.flatMap((page) => page.products));
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<BasketIcon size={32} />}
        title="No products found in this category."
        description="Try another category; new items arrive every day."
        action={
          <Link to={paths.groceries.getHref()} className="button button--secondary">
            All categories
          </Link>
        }
      />
    );
  }
  return (
    <div className="stack-lg">
      {groups.map((group, groupIndex) => {
        const headingId = `group-${slug(group.name)}`;
        return (
          <section key={group.name} className="product-row-section" aria-labelledby={headingId}>
            <div className="section-head">
              <h2 id={headingId} className="section-title">
                {group.name}
              </h2>
              <span className="section-head__count">
                {group.products.length}
                {hasNextPage ? '+' : ''} {hasNextPage ? 'items' : pluralWord(group.products.length, 'item')}
              </span>
            </div>
            <ScrollRow label={group.name} className="product-row">
              {group.products.map((product, index) => (
                <li key={product._id}>
                  <ProductCard product={product} priority={groupIndex === 0 && index < FIRST_SCREEN_CARDS} />
                </li>
              ))}
            </ScrollRow>
          </section>
        );
      })}
      <LoadMoreProducts pages={query} />
    </div>
  );
}
