import type { deliveryOrdersReplySchema, DeliveryOrderFilter } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { deliveryOrderKeys } from '../query-keys';

/** GET /delivery/orders?page&limit=5&status&deliveryBoyId: one page of the partner's own orders. */
export const getDeliveryOrders = (query: { status: DeliveryOrderFilter; page: number; deliveryBoyId: string }, signal?: AbortSignal) =>
  request<typeof deliveryOrdersReplySchema>('/delivery/orders', { query, signal });
export const deliveryOrdersQueryOptions = (deliveryBoyId: string, status: DeliveryOrderFilter, page: number) =>
  queryOptions({
    queryKey: deliveryOrderKeys.list(status, page),
    queryFn: ({ signal }) => getDeliveryOrders({ status, page, deliveryBoyId }, signal),
  });

/** The page shown stays while the next loads. */
export function useDeliveryOrders(deliveryBoyId: string | undefined, status: DeliveryOrderFilter, page: number) {
  return useQuery({
    ...deliveryOrdersQueryOptions(deliveryBoyId ?? '', status, page),
    enabled: Boolean(deliveryBoyId),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
    // Only pages of the same filter stand in for each other: another tab's orders would mislead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}
