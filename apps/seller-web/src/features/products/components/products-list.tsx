import { ApiError, useSellerProducts, useSellerProfile } from '@nukkad/api-client';
import { NO_PRODUCTS_FOUND_MESSAGE } from '@nukkad/contracts/light';
import type { SellerProduct } from '@nukkad/contracts';
import { ErrorState, EmptyState, PageHeader, ProductsIcon, SkeletonList, TextField, plural } from '@nukkad/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import '../products.css';
import { NoShop } from './no-shop';
import { ProductRow } from './product-row';

/** Names matching the search, ignoring case and extra spaces. */
export function matchesSearch(name: string, search: string): boolean {
  const needle = search.trim().replace(/\s+/g, ' ').toLowerCase();
  return needle === '' || name.toLowerCase().includes(needle);
}

function ProductRows({ label, products }: { label: string; products: SellerProduct[] }) {
  return (
    <ul className="product-list" aria-label={label}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductRow product={product} />
        </li>
      ))}
    </ul>
  );
}

/** The seller's products with a stock button each, archived ones apart with Restore, and a search by name; the search lives in the URL (?q=), so reload and Back keep it. */
export function ProductsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const profile = useSellerProfile();
  const query = useSellerProducts();

  const products = query.data?.products;
  const shown = useMemo(() => (products ?? []).filter((product) => matchesSearch(product.name, search)), [products, search]);
  // Archived products are listed apart, below the ones customers can see, each with Restore.
  const listed = useMemo(() => shown.filter((product) => !product.archived), [shown]);
  const archived = useMemo(() => shown.filter((product) => product.archived), [shown]);

  const addButton = (
    <Link className="button button--primary button--md" to={paths.seller.addProduct.getHref()}>
      Add product
    </Link>
  );
  const noShop = profile.isSuccess && profile.data.seller.shop === null;
  const header = <PageHeader title="My products" subtitle="Prices, stock and pictures of everything you sell." actions={noShop ? null : addButton} />;

  if (noShop) {
    return (
      <>
        {header}
        <NoShop />
      </>
    );
  }
  if (query.isPending || (profile.isPending && !query.isError)) {
    return (
      <>
        {header}
        <SkeletonList count={6} variant="row" label="Loading your products…" />
      </>
    );
  }
  // Data first: a failed background refetch keeps the list on the screen.
  if (!query.data) {
    // A refusal the server explains reads as the spec's fetch failure; anything else (network, bad reply) as the other.
    const refused = query.error instanceof ApiError && query.error.serverMessage !== null;
    return (
      <>
        {header}
        <ErrorState message={refused ? 'Failed to fetch products.' : 'Error fetching products.'} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const all = query.data.products;
  const archivedCount = all.filter((product) => product.archived).length;
  const setSearch = (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true });

  return (
    <>
      {header}
      {all.length > 0 ? (
        <div className="products-search" role="search">
          <TextField
            label="Search by name"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="e.g. milk"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      {all.length > 0 ? (
        <p className="muted products-count" aria-live="polite">
          {search.trim() ? `${shown.length} of ${plural(all.length, 'product')}` : plural(all.length, 'product')}
          {archivedCount > 0 ? `, ${archivedCount} archived` : ''}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          icon={<ProductsIcon size={32} />}
          title={NO_PRODUCTS_FOUND_MESSAGE}
          description={all.length > 0 ? 'No product name matches your search.' : 'Add your first product so customers can order it.'}
          action={
            all.length > 0 ? (
              <button type="button" className="button button--secondary button--md" onClick={() => setSearch('')}>
                Clear search
              </button>
            ) : (
              addButton
            )
          }
        />
      ) : (
        <>
          {listed.length > 0 ? <ProductRows label="Products" products={listed} /> : null}
          {archived.length > 0 ? (
            <section className="products-archived" aria-labelledby="products-archived-title">
              <h2 className="products-archived__title" id="products-archived-title">
                Archived <span className="muted">({archived.length})</span>
              </h2>
              <p className="muted products-archived__note">Hidden from customers. Restore one to sell it again.</p>
              <ProductRows label="Archived products" products={archived} />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
