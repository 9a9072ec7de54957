import type { deliveryStatsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys } from '../query-keys';

/** GET /delivery/orders/{deliveryBoyId}: pending deliveries, commission earned, outstanding amount. */
export const getDeliveryStats = (deliveryBoyId: string, signal?: AbortSignal) =>
  request<typeof deliveryStatsReplySchema>(`/delivery/orders/${encodeURIComponent(deliveryBoyId)}`, { signal });
export const deliveryStatsQueryOptions = (deliveryBoyId: string) =>
  queryOptions({ queryKey: authKeys.deliveryStats(deliveryBoyId), queryFn: ({ signal }) => getDeliveryStats(deliveryBoyId, signal) });

export function useDeliveryStats(deliveryBoyId: string | undefined) {
  return useQuery({
    ...deliveryStatsQueryOptions(deliveryBoyId ?? ''),
    enabled: Boolean(deliveryBoyId),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
  });
}
