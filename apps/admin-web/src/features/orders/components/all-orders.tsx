import { totalPagesOf, useAllOrders } from '@nukkad/api-client';
import { ALL_ORDER_FILTERS, PAGE_SIZES, type AllOrderFilter } from '@nukkad/contracts/light';
import { PagedOrderList, pluralWord } from '@nukkad/ui';
import { useSearchParams } from 'react-router';
import { OrderSummaryTable } from '../../../components/orders/order-summary-table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../utils/numbers';
import { pageFromSearch } from '../../../utils/search-params';
import { allOrderFilterFrom } from '../utils/orders-search';

const EMPTY: Record<AllOrderFilter, string> = {
  All: 'No orders yet.',
  Processing: 'No orders waiting to be prepared.',
  Delivered: 'No delivered orders yet.',
  Cancelled: 'No cancelled orders.',
};

/** Every order, newest first, 10 a page with numbered pages (current ± 2); the filter and page live in the URL. */
export function AllOrders() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = allOrderFilterFrom(searchParams.get('filter'));
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
    <PagedOrderList
      className="orders-section"
      panelClassName="orders-section__panel"
      tabs={{
        items: ALL_ORDER_FILTERS.map((id) => ({ id, label: id })),
        value: filter,
        onChange: (id) => show(allOrderFilterFrom(id), 1),
        idPrefix: 'all-orders',
        className: 'orders-section__tabs',
      }}
      orders={query.data?.orders}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      placeholder={<TableSkeleton rows={PAGE_SIZES.adminAllOrders} label="Loading orders…" />}
      empty={{ title: EMPTY[filter] }}
      paging={{ page, totalPages, onPageChange: goToPage, firstPageHref: firstPage }}
      summary={
        query.data ? (
          <p className="orders-section__count muted">
            {formatCount(query.data.totalOrders)} {pluralWord(query.data.totalOrders, 'order')} · page {formatCount(page)} of{' '}
            {formatCount(totalPages)}
          </p>
        ) : null
      }
      renderList={(orders) => (
        <OrderSummaryTable
          label={`All orders: ${filter}, page ${page}`}
          orders={orders}
          orderHref={(order) => paths.app.orderDetails.getHref(order.id)}
          busy={query.isPlaceholderData}
        />
      )}
    />
  );
}
