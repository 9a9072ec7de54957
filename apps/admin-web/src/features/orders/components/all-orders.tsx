import { ALL_ORDER_FILTERS, type AllOrderFilter } from '@nukkad/contracts';
import { ClipboardIcon, EmptyState, ErrorState, Pagination, Tabs, pluralWord } from '@nukkad/ui';
import { Link, useSearchParams } from 'react-router';
import { OrderSummaryTable } from '../../../components/orders/order-summary-table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../utils/numbers';
import { oneOf, pageFromSearch } from '../../../utils/search-params';
import { totalPagesOf, useAllOrders } from '../api/get-all-orders';

const PANEL_ID = 'all-orders-panel';

const EMPTY: Record<AllOrderFilter, string> = {
  All: 'No orders yet.',
  Processing: 'No orders waiting to be prepared.',
  Delivered: 'No delivered orders yet.',
  Cancelled: 'No cancelled orders.',
};

/** Every order, newest first, 10 a page with numbered pages (current ± 2); the filter and page live in the URL. */
export function AllOrders() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = oneOf(ALL_ORDER_FILTERS, searchParams.get('filter'), 'All');
  const page = pageFromSearch(searchParams.get('page'));
  const query = useAllOrders(filter, page);

  const show = (nextFilter: AllOrderFilter, nextPage: number) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (nextFilter === 'All') next.delete('filter');
      else next.set('filter', nextFilter);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });
  };
  const goToPage = (target: number) => {
    show(filter, target);
    window.scrollTo({ top: 0 });
  };

  const totalPages = query.data ? totalPagesOf(query.data.totalOrders) : 0;
  const firstPage = `${paths.app.allOrders.getHref()}?view=all${filter === 'All' ? '' : `&filter=${encodeURIComponent(filter)}`}`;

  return (
    <div className="orders-section">
      <Tabs
        items={ALL_ORDER_FILTERS.map((id) => ({ id, label: id, panelId: PANEL_ID }))}
        value={filter}
        onChange={(id) => show(oneOf(ALL_ORDER_FILTERS, id, 'All'), 1)}
        label="Order status"
        idPrefix="all-orders"
        className="orders-section__tabs"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`all-orders-tab-${filter}`} className="orders-section__panel">
        {query.isPending ? (
          <TableSkeleton rows={10} label="Loading orders…" />
        ) : query.isError ? (
          <ErrorState message="Failed to load orders. Please try again." onRetry={() => void query.refetch()} />
        ) : query.data.orders.length === 0 ? (
          page > 1 ? (
            <EmptyState
              icon={<ClipboardIcon size={32} />}
              title="No more orders to display."
              action={
                <Link className="button button--secondary button--md" to={firstPage}>
                  Go to the first page
                </Link>
              }
            />
          ) : (
            <EmptyState icon={<ClipboardIcon size={32} />} title={EMPTY[filter]} />
          )
        ) : (
          <>
            <p className="orders-section__count muted">
              {formatCount(query.data.totalOrders)} {pluralWord(query.data.totalOrders, 'order')} · page {formatCount(page)} of{' '}
              {formatCount(totalPages)}
            </p>
            <OrderSummaryTable
              label={`All orders: ${filter}, page ${page}`}
              orders={query.data.orders}
              orderHref={(order) => paths.app.orderDetails.getHref(order.id)}
              busy={query.isPlaceholderData}
            />
            <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} label="Order pages" className="orders-section__pages" />
          </>
        )}
      </div>
    </div>
  );
}
