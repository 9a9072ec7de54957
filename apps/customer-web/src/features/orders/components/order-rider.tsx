import { useAppConfig, useOrderRider } from '@nukkad/api-client';
import type { Order } from '@nukkad/contracts';
import { Card } from '@nukkad/ui';
import { OrderRiderMap } from '@nukkad/ui/map';

/** From the first item out for delivery until the last is delivered: where the rider is and when they arrive. */
export function OrderRider({ order }: { order: Order }) {
  const onTheWay = order.items.some((item) => item.status === 'Out For Delivery');
  const rider = useOrderRider(order._id, onTheWay);
  const config = useAppConfig();
  if (!onTheWay) return null;
  const drop = { lat: order.shippingAddress.lat, lng: order.shippingAddress.long };
  return (
    <Card className="order-rider">
      <OrderRiderMap title="Your rider" config={config} rider={rider} drop={drop} />
    </Card>
  );
}
