import { useMonthOrders } from '@nukkad/api-client';
import { ADMIN_MONTH_FILTER_DEBOUNCE_MS, MONTH_ORDER_FILTERS, type MonthOrderFilter, ORDERS_LOAD_FAILED_MESSAGE, NO_MORE_ORDERS_MESSAGE } from '@nukkad/contracts/light';
import { Button, PagedOrderList, Spinner, plural } from '@nukkad/ui';
import { useMemo } from 'react';
import { OrderSummaryTable } from '../../../components/orders/order-summary-table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { paths } from '../../../config/paths';
import { useDebouncedSearchParam } from '../../../hooks/use-debounced-search-param';
import { useInfiniteSentinel } from '../hooks/use-infinite-sentinel';
import { monthOrderFilterFrom } from '../utils/orders-search';

const EMPTY: Record<MonthOrderFilter, string> = {
  All: 'No orders yet this month.',
  Processing: 'No orders waiting to be prepared this month.',
  'Out for Delivery': 'No orders out for delivery right now.',
  Delivered: 'No orders delivered yet this month.',
};

/**
 * This month's orders (Asia/Kolkata) under the spec's four filters, kept in the URL (?filter=). A filter change
 * waits 300 ms before it loads, so clicking through the tabs asks the server once; scrolling loads the next 10.
 */
export function MonthOrders() {
  const filterParam = useDebouncedSearchParam('filter', {
    delayMs: ADMIN_MONTH_FILTER_DEBOUNCE_MS,
    defaultValue: 'All',
    history: 'push',
    reset: '',
  });
  const selected = monthOrderFilterFrom(filterParam.value);
  const filter = monthOrderFilterFrom(filterParam.applied);
  const query = useMonthOrders(filter);
  const orders = useMemo(() => query.data?.pages.flatMap((page) => page.orders) ?? [], [query.data]);
  const pagesLoaded = query.data?.pages.length ?? 0;
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  // A page already on its way is not asked for again (the default would cancel it and start over).
  const sentinel = useInfiniteSentinel(() => void query.fetchNextPage({ cancelRefetch: false }), canLoadMore, pagesLoaded);

  return (
    <PagedOrderList
      className="orders-section"
      panelClassName="orders-section__panel"
      tabs={{
        items: MONTH_ORDER_FILTERS.map((id) => ({ id, label: id })),
        value: selected,
        onChange: (id) => filterParam.setValue(id),
        idPrefix: 'month-orders',
        className: 'orders-section__tabs',
      }}
      orders={query.isPending ? undefined : orders}
      failed={query.isError && orders.length === 0}
      onRetry={() => void query.refetch()}
      placeholder={<TableSkeleton rows={6} label="Loading this month’s orders…" />}
      empty={{ title: EMPTY[filter] }}
      summary={
        <p className="orders-section__count muted" aria-live="polite">
          {plural(orders.length, 'order')} loaded
          {query.hasNextPage ? ', more as you scroll' : ''}. Sorting applies to the loaded orders.
        </p>
      }
      renderList={(loaded) => (
        <OrderSummaryTable
          label={`This month’s orders: ${filter}`}
          orders={loaded}
          orderHref={(order) => paths.app.viewOrder.getHref(order.id)}
          busy={filterParam.pending}
        />
      )}
      footer={
        <div className="orders-section__more">
          {query.isFetchNextPageError ? (
            <div className="inline-error" role="alert">
              <p>{ORDERS_LOAD_FAILED_MESSAGE}</p>
              <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
                Retry
              </Button>
            </div>
          ) : query.hasNextPage ? (
            <>
              <div ref={sentinel} className="orders-section__sentinel" data-testid="month-orders-sentinel" />
              {query.isFetchingNextPage ? (
                <p className="orders-section__loading" role="status">
                  <Spinner size="sm" /> Loading more orders…
                </p>
              ) : (
                <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
                  Load more orders
                </Button>
              )}
            </>
          ) : (
            <p className="orders-section__end muted">{NO_MORE_ORDERS_MESSAGE}</p>
          )}
        </div>
      }
    />
  );
}
