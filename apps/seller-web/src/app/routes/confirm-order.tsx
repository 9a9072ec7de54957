import { Head } from '@nukkad/ui';
import { useSearchParams } from 'react-router';
import { OrderConfirmation } from '../../features/order-confirmation/components/order-confirmation';

/** /seller-confirm?orderId=…: reached from a new-order notification and from the orders list. */
export function ConfirmOrderRoute() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId');
  return (
    <>
      <Head title="Confirm order" />
      {/* A new order id starts from a fresh selection. */}
      <OrderConfirmation key={orderId ?? ''} orderId={orderId} />
    </>
  );
}
