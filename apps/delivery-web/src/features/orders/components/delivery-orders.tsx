import { useDeliveryOrders } from '@nukkad/api-client';
import { DELIVERY_ORDER_FILTERS, type DeliveryOrderFilter } from '@nukkad/contracts/light';
import { PagedOrderList, SkeletonList } from '@nukkad/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';
import { FILTER_LABELS, filterFromPath, pageFromSearch } from '../utils/order-filters';
import { DeliveryOrderCard } from './delivery-order-card';
import '../orders.css';

const EMPTY: Record<DeliveryOrderFilter, { title: string; description: string }> = {
  all: { title: 'No orders yet.', description: 'Orders you accept from the dashboard will show up here.' },
  pending: { title: 'No pending deliveries.', description: 'Orders you have accepted and not yet delivered will show up here.' },
  delivered: { title: 'No delivered orders yet.', description: 'Orders you have delivered will show up here.' },
};

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

  return (
    <PagedOrderList
      className="delivery-orders"
      tabs={{
        items: DELIVERY_ORDER_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id] })),
        value: status,
        onChange: (id) => navigate(paths.delivery.ordersByStatus.getHref(filterFromPath(id) ?? 'all')),
        idPrefix: 'delivery-orders',
        className: 'delivery-orders__tabs',
      }}
      orders={query.data?.orders}
      failed={partner.isError || query.isError}
      onRetry={() => void (partner.isError ? partner.refetch() : query.refetch())}
      placeholder={<SkeletonList count={3} variant="row" label="Loading your orders…" />}
      empty={EMPTY[status]}
      paging={{ page, totalPages: query.data?.totalPages ?? 0, onPageChange: goToPage, firstPageHref: paths.delivery.ordersByStatus.getHref(status) }}
      busy={query.isPlaceholderData}
      renderOrder={(order) => <DeliveryOrderCard order={order} />}
      orderKey={(order) => order._id}
    />
  );
}
