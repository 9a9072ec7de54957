import { Head } from '@nukkad/ui';
import { useParams } from 'react-router';
import { DeliveryOrderDetails } from '../../features/order-details/components/delivery-order-details';

/** /delivery/order/{orderId}: reached after Accept, from the orders list and from notifications. */
export function OrderRoute() {
  const { orderId } = useParams();
  return (
    <>
      <Head title="Order details" />
      <DeliveryOrderDetails key={orderId} orderId={orderId} />
    </>
  );
}
