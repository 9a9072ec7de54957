import { deliveryOrderQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/delivery/order/{orderId}: one of the partner's own orders, with the customer, the drop point and every item. */
export function useDeliveryOrder(orderId: string) {
  return useQuery(deliveryOrderQueryOptions(orderId));
}
