import { Head } from '@nukkad/ui';
import { useParams } from 'react-router';
import { SellerOrderDetails } from '../../features/orders/components/seller-order-details';

/** /getOrderDetails/{orderId}: reached from the orders list and from notifications. */
export function OrderDetailsRoute() {
  const { orderId } = useParams();
  return (
    <>
      <Head title="Order details" />
      <SellerOrderDetails orderId={orderId} />
    </>
  );
}
