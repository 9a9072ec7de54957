import { useAdminUsers } from '@nukkad/api-client';
import { ADMIN_PRODUCT_SEARCH_DEBOUNCE_MS, ADMIN_USER_SORTS, type AdminUserSort, type AdminUserSummary } from '@nukkad/contracts';
import { Money, SearchableList, SelectField, UserIcon, exactTime } from '@nukkad/ui';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { paths } from '../../../config/paths';
import { useDebouncedSearchParam } from '../../../hooks/use-debounced-search-param';
import { pageFromSearch } from '../../../utils/search-params';
import '../users.css';

const SORT_LABELS: Record<AdminUserSort, string> = { joined: 'Newest joined', orders: 'Most orders', spend: 'Most spent' };
const sortFrom = (value: string | null): AdminUserSort => (ADMIN_USER_SORTS as readonly string[]).includes(value ?? '') ? (value as AdminUserSort) : 'joined';

/** Each customer opens in the user lookup, by phone (the lookup's own key), or by id once a deleted account's phone is erased. */
const COLUMNS: Column<AdminUserSummary>[] = [
  {
    id: 'name',
    header: 'Customer',
    primary: true,
    cell: (u) => <Link to={`${paths.app.userDetails.getHref()}?id=${encodeURIComponent(u.phone || u._id)}`}>{u.username}</Link>,
  },
  { id: 'phone', header: 'Phone', cell: (u) => u.phone },
  { id: 'joined', header: 'Joined', cell: (u) => exactTime(u.createdAt) },
  { id: 'orders', header: 'Orders', align: 'end', cell: (u) => u.orders },
  { id: 'spend', header: 'Spent', align: 'end', cell: (u) => <Money rupees={u.spend} /> },
];

/** Every customer, searched by name or phone and sorted on the server, paged; search, sort and page live in the URL. */
export function UsersList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useDebouncedSearchParam('search', { delayMs: ADMIN_PRODUCT_SEARCH_DEBOUNCE_MS });
  const sort = sortFrom(searchParams.get('sort'));
  const page = pageFromSearch(searchParams.get('page'));
  const query = useAdminUsers(search.applied, sort, page);

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );
  const goToPage = (target: number) => {
    setParam('page', target > 1 ? String(target) : null);
    window.scrollTo({ top: 0 });
  };
  // The API says whether another page follows, not how many: the pager reaches one page past this one.
  const knownPages = query.data ? query.data.currentPage + (query.data.hasMore ? 1 : 0) : page;

  return (
    <div className="stack">
      <SelectField
        label="Sort by"
        className="users-sort"
        options={ADMIN_USER_SORTS.map((s) => SORT_LABELS[s])}
        value={SORT_LABELS[sort]}
        onChange={(event) => {
          const chosen = ADMIN_USER_SORTS.find((s) => SORT_LABELS[s] === event.target.value) ?? 'joined';
          setParam('sort', chosen === 'joined' ? null : chosen);
        }}
      />
      <SearchableList
        query={query}
        search={search}
        texts={{ searchLabel: 'Search users', searchPlaceholder: 'Name or phone', failed: 'Failed to load users. Please try again later.' }}
        placeholder={<TableSkeleton rows={10} label="Loading users…" />}
        empty={query.data?.users.length === 0}
        emptyState={{
          icon: <UserIcon size={32} />,
          title: 'No users found',
          description: search.applied ? `No name or phone holds “${search.applied}”.` : 'No customer has signed up yet.',
        }}
        summary={`Page ${page} · ${SORT_LABELS[sort].toLowerCase()}${search.applied ? ` · “${search.applied}”` : ''}`}
        paging={{ page, totalPages: knownPages, onPageChange: goToPage, label: 'User pages' }}
      >
        <DataTable label="Users" columns={COLUMNS} rows={query.data?.users ?? []} rowKey={(u) => u._id} busy={query.isPlaceholderData} />
      </SearchableList>
    </div>
  );
}
