import { availableOrdersQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** How often the list is read again while the page is in front of the partner. */
export const AVAILABLE_ORDERS_REFRESH_MS = 30_000;

/** GET /api/delivery/get-available-orders: orders no partner has taken, oldest first, read again every 30 s while visible. */
export function useAvailableOrders() {
  return useQuery({
    ...availableOrdersQueryOptions(),
    // TanStack pauses the interval while the tab is hidden; coming back reads the list at once.
    refetchInterval: AVAILABLE_ORDERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
