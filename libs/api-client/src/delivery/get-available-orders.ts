import type { availableOrdersReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { deliveryOrderKeys } from '../query-keys';

/** How often the list is read again while the page is in front of the partner. */
export const AVAILABLE_ORDERS_REFRESH_MS = 30_000;

/** GET /delivery/get-available-orders: orders no partner has taken, oldest first. */
export const getAvailableOrders = (signal?: AbortSignal) =>
  request<typeof availableOrdersReplySchema>('/delivery/get-available-orders', { signal });
export const availableOrdersQueryOptions = () =>
  queryOptions({ queryKey: deliveryOrderKeys.available, queryFn: ({ signal }) => getAvailableOrders(signal) });

/** Read again every 30 s while visible. */
export function useAvailableOrders() {
  return useQuery({
    ...availableOrdersQueryOptions(),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
    // TanStack pauses the interval while the tab is hidden; coming back reads the list at once.
    refetchInterval: AVAILABLE_ORDERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
