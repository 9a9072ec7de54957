import { SELLER_ORDER_FILTERS, type SellerOrderFilter } from '@nukkad/contracts';
import { ClipboardIcon, EmptyState, ErrorState, Pagination, SkeletonList, Tabs, useToast } from '@nukkad/ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSellerOrders } from '../api/get-seller-orders';
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

const PANEL_ID = 'seller-orders-panel';
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
    toast.error('Failed to fetch orders');
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
    <div className="seller-orders">
      <Tabs
        items={SELLER_ORDER_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id], panelId: PANEL_ID }))}
        value={status}
        onChange={(id) => show(filterFromSearch(id), 1)}
        label="Order status"
        idPrefix="seller-orders"
        className="seller-orders__tabs"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`seller-orders-tab-${status}`} className="seller-orders__panel">
        {query.isPending ? (
          <SkeletonList count={SKELETON_ORDERS} variant="row" label="Loading your orders…" />
        ) : query.isError ? (
          <ErrorState message="Failed to load orders. Please try again." onRetry={() => void query.refetch()} />
        ) : query.data.orders.length === 0 ? (
          page > 1 ? (
            <EmptyState
              icon={<ClipboardIcon size={32} />}
              title="No more orders to display."
              action={
                <Link className="button button--secondary button--md" to={ordersHref(status)}>
                  Go to the first page
                </Link>
              }
            />
          ) : (
            <EmptyState icon={<ClipboardIcon size={32} />} title={EMPTY[status].title} description={EMPTY[status].description} />
          )
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined}>
            <ul className="seller-orders__list" aria-label="Orders">
              {query.data.orders.map((order) => (
                <li key={order._id}>
                  <SellerOrderCard order={order} />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={query.data.totalPages} onPageChange={goToPage} label="Order pages" />
          </div>
        )}
      </div>
    </div>
  );
}
