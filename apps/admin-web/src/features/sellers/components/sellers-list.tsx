import { useAdminSellers } from '@nukkad/api-client';
import { PAGE_SIZES, type AdminSellersReply } from '@nukkad/contracts';
import { Money, SearchableList, StoreIcon, plural } from '@nukkad/ui';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Flag } from '../../../components/ui/flag';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { SEARCH_DEBOUNCE_MS } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useDebouncedSearchParam } from '../../../hooks/use-debounced-search-param';

type Seller = AdminSellersReply['sellers'][number];

const COLUMNS: Column<Seller>[] = [
  {
    id: 'username',
    header: 'Username',
    primary: true,
    sortValue: (s) => s.username,
    cell: (s) => (
      <Link to={paths.app.seller.getHref(s._id)} className="row-link">
        {s.username}
      </Link>
    ),
  },
  { id: 'shop', header: 'Shop name', sortValue: (s) => s.shop?.name ?? '', cell: (s) => s.shop?.name ?? <span className="muted">No shop yet</span> },
  { id: 'category', header: 'Category', sortValue: (s) => s.shop?.category ?? '', cell: (s) => s.shop?.category ?? '—' },
  {
    id: 'open',
    header: 'Shop',
    sortValue: (s) => (s.shop ? (s.shop.isOpen ? 0 : 1) : 2),
    cell: (s) => (s.shop ? <Flag on={s.shop.isOpen} onLabel="Open" offLabel="Closed" /> : '—'),
  },
  { id: 'phone', header: 'Phone', sortValue: (s) => s.phone, cell: (s) => s.phone },
  { id: 'products', header: 'Products', align: 'end', sortValue: (s) => s.productsCount, cell: (s) => s.productsCount },
  { id: 'sales', header: 'Sales', align: 'end', sortValue: (s) => s.salesTotal, cell: (s) => <Money rupees={s.salesTotal} /> },
];

/** Every seller, searchable by username or shop name (the search waits for a pause in typing and lives in ?search=). */
export function SellersList() {
  const search = useDebouncedSearchParam('search', { delayMs: SEARCH_DEBOUNCE_MS });
  const query = useAdminSellers(search.applied);
  const sellers = query.data?.sellers ?? [];

  return (
    <SearchableList
      query={query}
      search={search}
      texts={{ searchLabel: 'Search sellers', searchPlaceholder: 'Username or shop name', failed: 'Failed to load sellers. Please try again.' }}
      placeholder={<TableSkeleton rows={8} label="Loading sellers…" />}
      empty={sellers.length === 0}
      emptyState={{
        icon: <StoreIcon size={32} />,
        title: search.applied ? `No seller matches “${search.applied}”.` : 'No sellers yet.',
        description: search.applied ? 'Try another username or shop name.' : undefined,
      }}
      summary={`${plural(sellers.length, 'seller')}${search.applied ? ` matching “${search.applied}”` : ''}`}
    >
      <DataTable
        key={search.applied}
        label="Sellers"
        columns={COLUMNS}
        rows={sellers}
        rowKey={(s) => s._id}
        busy={query.isPlaceholderData}
        pageSize={PAGE_SIZES.adminSellers}
      />
    </SearchableList>
  );
}
