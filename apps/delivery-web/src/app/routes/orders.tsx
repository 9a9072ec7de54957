import { BackLink, Head, PageHeader } from '@nukkad/ui';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { DeliveryOrders } from '../../features/orders/components/delivery-orders';
import { filterFromPath } from '../../features/orders/utils/order-filters';

/** /delivery/orders and /delivery/orders/{status}: the partner's own orders, 5 a page. */
export function OrdersRoute() {
  const { status: segment } = useParams();
  const status = filterFromPath(segment);
  // A status the spec does not know shows every order rather than an empty page.
  if (!status) return <Navigate to={paths.delivery.orders.getHref()} replace />;
  return (
    <>
      <Head title="My orders" />
      <PageHeader
        leading={<BackLink to={paths.delivery.dashboard.getHref()}>Dashboard</BackLink>}
        title="My orders"
        subtitle="Orders you have accepted, newest first."
      />
      <DeliveryOrders status={status} />
    </>
  );
}
