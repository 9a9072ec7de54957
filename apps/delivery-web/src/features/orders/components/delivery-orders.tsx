import { DELIVERY_ORDER_FILTERS, type DeliveryOrderFilter } from '@nukkad/contracts';
import { ClipboardIcon, EmptyState, ErrorState, Pagination, SkeletonList, Tabs } from '@nukkad/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';
import { useDeliveryOrders } from '../api/get-delivery-orders';
import { FILTER_LABELS, filterFromPath, pageFromSearch } from '../utils/order-filters';
import { DeliveryOrderCard } from './delivery-order-card';
import '../orders.css';

const EMPTY: Record<DeliveryOrderFilter, { title: string; description: string }> = {
  all: { title: 'No orders yet.', description: 'Orders you accept from the dashboard will show up here.' },
  pending: { title: 'No pending deliveries.', description: 'Orders you have accepted and not yet delivered will show up here.' },
  delivered: { title: 'No delivered orders yet.', description: 'Orders you have delivered will show up here.' },
};

const PANEL_ID = 'delivery-orders-panel';

/** The partner's own orders under status tabs, 5 a page; the status is in the path and the page in ?page=. */
export function DeliveryOrders({ status }: { status: DeliveryOrderFilter }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams.get('page'));
  const partner = useDeliveryPartner();
  const query = useDeliveryOrders(partner.data?.deliveryBoy._id, status, page);

  const goToPage = (target: number) => {
    navigate(paths.delivery.ordersByStatus.getHref(status, target));
    window.scrollTo({ top: 0 });
  };
  const failed = partner.isError || query.isError;
  const retry = () => void (partner.isError ? partner.refetch() : query.refetch());

  return (
    <div className="delivery-orders">
      <Tabs
        items={DELIVERY_ORDER_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id], panelId: PANEL_ID }))}
        value={status}
        onChange={(id) => navigate(paths.delivery.ordersByStatus.getHref(filterFromPath(id) ?? 'all'))}
        label="Order status"
        idPrefix="delivery-orders"
        className="delivery-orders__tabs"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`delivery-orders-tab-${status}`}>
        {failed ? (
          <ErrorState message="Failed to load orders. Please try again." onRetry={retry} />
        ) : !query.data ? (
          <SkeletonList count={3} variant="row" label="Loading your orders…" />
        ) : query.data.orders.length === 0 ? (
          page > 1 ? (
            <EmptyState
              icon={<ClipboardIcon size={32} />}
              title="No more orders to display."
              action={
                <Link className="button button--secondary button--md" to={paths.delivery.ordersByStatus.getHref(status)}>
                  Go to the first page
                </Link>
              }
            />
          ) : (
            <EmptyState icon={<ClipboardIcon size={32} />} title={EMPTY[status].title} description={EMPTY[status].description} />
          )
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined}>
            <ul className="delivery-orders__list" aria-label="Orders">
              {query.data.orders.map((order) => (
                <li key={order._id}>
                  <DeliveryOrderCard order={order} />
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
