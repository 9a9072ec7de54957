import { deliveryStatsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/delivery/orders/{deliveryBoyId}: pending deliveries, commission earned, outstanding amount. */
export function useDeliveryStats(deliveryBoyId: string | undefined) {
  return useQuery({ ...deliveryStatsQueryOptions(deliveryBoyId ?? ''), enabled: Boolean(deliveryBoyId) });
}
