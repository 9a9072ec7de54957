import { useDocumentTitle } from '@nukkad/ui';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import { OrderDetails } from '../../../features/order-details/components/order-details';
import { OrderSearch } from '../../../features/order-details/components/order-search';

/** /viewOrder/{orderId}: the order lookup and the order's detail. */
export function ViewOrderRoute() {
  // Display ids are upper case; a typed-in address may not be.
  const orderId = (useParams().orderId ?? '').trim().toUpperCase();
  useDocumentTitle(`Order ${orderId}`);
  return (
    <div className="container page">
      <div className="view-order__top">
        <BackLink to={paths.app.allOrders.getHref()}>Orders</BackLink>
        {/* A new id remounts the box, so it shows the order on screen. */}
        <OrderSearch key={orderId} initialValue={orderId} />
      </div>
      <OrderDetails key={orderId} displayId={orderId} />
    </div>
  );
}
