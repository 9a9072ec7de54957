import { deliveryOrdersQueryOptions } from '@nukkad/api-client';
import type { DeliveryOrderFilter } from '@nukkad/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/delivery/orders?page&limit=5&status&deliveryBoyId: one page of the partner's own orders; the page shown stays while the next loads. */
export function useDeliveryOrders(deliveryBoyId: string | undefined, status: DeliveryOrderFilter, page: number) {
  return useQuery({
    ...deliveryOrdersQueryOptions(deliveryBoyId ?? '', status, page),
    enabled: Boolean(deliveryBoyId),
    // Only pages of the same filter stand in for each other: another tab's orders would mislead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}
