import { useAppConfig, useOrderRider } from '@nukkad/api-client';
import type { AdminOrder } from '@nukkad/contracts';
import { Card } from '@nukkad/ui';
import { OrderRiderMap } from '@nukkad/ui/map';

/** While an item is out for delivery: the rider's marker moving towards the address, as the customer sees it. */
export function OrderRider({ order }: { order: AdminOrder }) {
  const onTheWay = order.products.some((item) => item.status === 'Out For Delivery');
  const rider = useOrderRider(order._id, onTheWay);
  const config = useAppConfig();
  if (!onTheWay) return null;
  return (
    <Card as="div" className="order-rider">
      <OrderRiderMap title="Rider" config={config} rider={rider} drop={{ lat: order.shippingAddress.lat, lng: order.shippingAddress.long }} />
    </Card>
  );
}
