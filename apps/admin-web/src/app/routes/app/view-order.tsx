import { BackLink, useDocumentTitle } from '@nukkad/ui';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { OrderDetails } from '../../../features/order-details/components/order-details';
import { isOrderId, normalOrderKey, OrderSearch } from '../../../features/order-details/components/order-search';

/** /viewOrder/{orderId}: the order lookup and the order's detail. */
export function ViewOrderRoute() {
  // A typed-in address may not have the case the server keeps.
  const orderKey = normalOrderKey(useParams().orderId ?? '');
  useDocumentTitle(`Order ${orderKey}`);
  return (
    <div className="container page">
      <div className="view-order__top">
        <BackLink to={paths.app.allOrders.getHref()}>Orders</BackLink>
        {/* A new id remounts the box, so it shows the order on screen; it holds 6-character IDs only. */}
        <OrderSearch key={orderKey} initialValue={isOrderId(orderKey) ? orderKey : ''} />
      </div>
      <OrderDetails key={orderKey} orderKey={orderKey} />
    </div>
  );
}
