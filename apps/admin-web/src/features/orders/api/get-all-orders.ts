import { allOrdersQueryOptions } from '@nukkad/api-client';
import { ADMIN_PAGE_SIZE, type AllOrderFilter } from '@nukkad/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/order/getAllOrders?page&limit=10&filter: one page of every order; the page shown stays while the next loads. */
export function useAllOrders(filter: AllOrderFilter, page: number) {
  return useQuery({
    ...allOrdersQueryOptions(filter, page),
    // Only pages of the same filter stand in for each other: another filter's orders would mislead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === filter ? previous : undefined),
  });
}

export const totalPagesOf = (totalOrders: number) => Math.ceil(totalOrders / ADMIN_PAGE_SIZE);
