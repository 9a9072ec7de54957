import { Head, PageHeader } from '@nukkad/ui';
import { SellerOrders } from '../../features/orders/components/seller-orders';

/** /seller/my-orders. */
export function MyOrdersRoute() {
  return (
    <>
      <Head title="My orders" />
      <PageHeader title="My orders" subtitle="Orders with your items, newest first." />
      <SellerOrders />
    </>
  );
}
