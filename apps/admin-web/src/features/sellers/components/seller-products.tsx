import { useAdminSellerProducts } from '@nukkad/api-client';
import { PAGE_SIZES, type AdminProduct, PRODUCTS_LOAD_FAILED_MESSAGE, NO_PRODUCTS_FOUND_MESSAGE } from '@nukkad/contracts';
import { Card, Money, ProductsIcon, SearchableList, plural } from '@nukkad/ui';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Flag } from '../../../components/ui/flag';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { SEARCH_DEBOUNCE_MS } from '../../../config/app';
import { useDebouncedSearchParam } from '../../../hooks/use-debounced-search-param';

const COLUMNS: Column<AdminProduct>[] = [
  { id: 'name', header: 'Product', primary: true, sortValue: (p) => p.name, cell: (p) => p.name },
  { id: 'categories', header: 'Categories', sortValue: (p) => p.categories.join(', '), cell: (p) => p.categories.join(', ') || '—' },
  { id: 'price', header: 'Price', align: 'end', sortValue: (p) => p.price, cell: (p) => <Money rupees={p.price} /> },
  {
    id: 'stock',
    header: 'Stock',
    sortValue: (p) => (p.inStock ? 0 : 1),
    cell: (p) => <Flag on={p.inStock} onLabel="In stock" offLabel="Out of stock" />,
  },
];

/** The seller's products with their stock status, searchable by name (?q=). */
export function SellerProducts({ sellerId }: { sellerId: string }) {
  const search = useDebouncedSearchParam('q', { delayMs: SEARCH_DEBOUNCE_MS, reset: '' });
  const query = useAdminSellerProducts(sellerId, search.applied);
  const products = query.data?.products ?? [];
  const outOfStock = products.filter((p) => !p.inStock).length;

  return (
    <Card as="section" aria-labelledby="seller-products-heading" className="stack">
      <h2 id="seller-products-heading" className="card-title">
        Products
      </h2>
      <SearchableList
        query={query}
        search={search}
        texts={{ searchLabel: 'Search this seller’s products', searchPlaceholder: 'Product name', failed: PRODUCTS_LOAD_FAILED_MESSAGE }}
        placeholder={<TableSkeleton rows={5} label="Loading products…" />}
        empty={products.length === 0}
        emptyState={{ icon: <ProductsIcon size={32} />, title: NO_PRODUCTS_FOUND_MESSAGE, headingLevel: 3 }}
        summary={`${plural(products.length, 'product')}, ${outOfStock} out of stock`}
      >
        <DataTable key={search.applied} label="Seller’s products" columns={COLUMNS} rows={products} rowKey={(p) => p._id} busy={query.isPlaceholderData} pageSize={PAGE_SIZES.adminSellerProducts} />
      </SearchableList>
    </Card>
  );
}
