import { useSellerOrders } from '@nukkad/api-client';
import { SELLER_ORDER_FILTERS, type SellerOrderFilter, ORDERS_FETCH_FAILED_MESSAGE } from '@nukkad/contracts/light';
import { PagedOrderList, SkeletonList, useToast } from '@nukkad/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { FILTER_LABELS, filterFromSearch, pageFromSearch } from '../utils/order-format';
import { SellerOrderCard } from './seller-order-card';
import '../orders.css';

const EMPTY: Record<SellerOrderFilter, { title: string; description: string }> = {
  all: { title: 'No orders yet', description: 'Orders for your shop will show up here.' },
  pending: { title: 'No orders waiting for confirmation', description: 'New orders you have to confirm will show up here.' },
  preparing: { title: 'No orders being prepared', description: 'Orders you have confirmed will show up here until they are delivered.' },
  delivered: { title: 'No delivered orders yet', description: 'Orders delivered to your customers will show up here.' },
  cancelled: { title: 'No cancelled orders', description: 'Orders with cancelled items will show up here.' },
};

/** Placeholder cards while a page loads: about what a phone shows at once. */
const SKELETON_ORDERS = 3;

const ordersHref = (status: SellerOrderFilter) => `${paths.seller.orders.getHref()}${status === 'all' ? '' : `?status=${status}`}`;

/** The seller's orders under status tabs, newest first, paged; the tab and the page live in the URL (?status=&page=). */
export function SellerOrders() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = filterFromSearch(searchParams.get('status'));
  const page = pageFromSearch(searchParams.get('page'));
  const query = useSellerOrders(status, page);
  const toast = useToast();
  const toasted = useRef<unknown>(null);

  useEffect(() => {
    if (!query.error || toasted.current === query.error) return;
    toasted.current = query.error;
    toast.error(ORDERS_FETCH_FAILED_MESSAGE);
  }, [query.error, toast]);

  const show = (nextStatus: SellerOrderFilter, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextStatus !== 'all') next.set('status', nextStatus);
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearchParams(next);
  };
  const goToPage = (target: number) => {
    show(status, target);
    window.scrollTo({ top: 0 });
  };

  return (
    <PagedOrderList
      className="seller-orders"
      panelClassName="seller-orders__panel"
      tabs={{
        items: SELLER_ORDER_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id] })),
        value: status,
        onChange: (id) => show(filterFromSearch(id), 1),
        idPrefix: 'seller-orders',
        className: 'seller-orders__tabs',
      }}
      orders={query.data?.orders}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      placeholder={<SkeletonList count={SKELETON_ORDERS} variant="row" label="Loading your orders…" />}
      empty={EMPTY[status]}
      paging={{ page, totalPages: query.data?.totalPages ?? 0, onPageChange: goToPage, firstPageHref: ordersHref(status) }}
      busy={query.isPlaceholderData}
      renderOrder={(order) => <SellerOrderCard order={order} />}
      orderKey={(order) => order._id}
      listClassName="seller-orders__list"
    />
  );
}
