import { useAdminProducts } from '@nukkad/api-client';
import { ADMIN_PRODUCT_SEARCH_DEBOUNCE_MS, type AdminProduct, NO_PRODUCTS_FOUND_MESSAGE, PRODUCTS_LOAD_FAILED_MESSAGE } from '@nukkad/contracts';
import { Money, ProductsIcon, SearchableList } from '@nukkad/ui';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Flag } from '../../../components/ui/flag';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { useDebouncedSearchParam } from '../../../hooks/use-debounced-search-param';
import { pageFromSearch } from '../../../utils/search-params';

const COLUMNS: Column<AdminProduct>[] = [
  {
    id: 'name',
    header: 'Product',
    primary: true,
    sortValue: (p) => p.name,
    cell: (p) => (
      <span className="product-cell">
        {p.images[0] ? <img src={p.images[0]} alt="" width={36} height={36} loading="lazy" className="product-cell__image" /> : null}
        <span>{p.name}</span>
      </span>
    ),
  },
  { id: 'shop', header: 'Shop', sortValue: (p) => p.shopName, cell: (p) => p.shopName },
  { id: 'seller', header: 'Seller', sortValue: (p) => p.sellerUsername, cell: (p) => p.sellerUsername },
  { id: 'type', header: 'Shop type', sortValue: (p) => p.shopType, cell: (p) => p.shopType },
  { id: 'price', header: 'Price', align: 'end', sortValue: (p) => p.price, cell: (p) => <Money rupees={p.price} /> },
  {
    id: 'stock',
    header: 'Stock',
    sortValue: (p) => (p.inStock ? 0 : 1),
    cell: (p) => <Flag on={p.inStock} onLabel="In stock" offLabel="Out of stock" />,
  },
];

/** Every product, searched on the server (500 ms after typing stops) and paged with numbered buttons; both in the URL. */
export function ProductsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useDebouncedSearchParam('search', { delayMs: ADMIN_PRODUCT_SEARCH_DEBOUNCE_MS });
  const page = pageFromSearch(searchParams.get('page'));
  const query = useAdminProducts(search.applied, page);

  const goToPage = (target: number) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <SearchableList
      query={query}
      search={search}
      texts={{ searchLabel: 'Search products', searchPlaceholder: 'Product, shop or category', failed: PRODUCTS_LOAD_FAILED_MESSAGE }}
      placeholder={<TableSkeleton rows={10} label="Loading products…" />}
      empty={query.data?.products.length === 0}
      emptyState={{
        icon: <ProductsIcon size={32} />,
        title: NO_PRODUCTS_FOUND_MESSAGE,
        description: search.applied ? `Nothing matches “${search.applied}”.` : undefined,
      }}
      summary={`Page ${query.data?.currentPage} of ${query.data?.totalPages}${search.applied ? ` for “${search.applied}”` : ''}`}
      paging={{ page, totalPages: query.data?.totalPages ?? 0, onPageChange: goToPage, label: 'Product pages' }}
    >
      <DataTable label="Products" columns={COLUMNS} rows={query.data?.products ?? []} rowKey={(p) => p._id} busy={query.isPlaceholderData} />
    </SearchableList>
  );
}
