import { ADMIN_PAGE_SIZE, type allOrdersReplySchema } from '@nukkad/contracts';
import type { AllOrderFilter } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getAllOrders = (query: { page: number; filter: AllOrderFilter }, signal?: AbortSignal) =>
  request<typeof allOrdersReplySchema>('/order/getAllOrders', { query: { ...query, limit: 10 }, signal });
export const allOrdersQueryOptions = (filter: AllOrderFilter, page: number) =>
  queryOptions({ queryKey: adminKeys.allOrders(filter, page), queryFn: ({ signal }) => getAllOrders({ filter, page }, signal) });

/** GET /order/getAllOrders?page&limit=10&filter: one page of every order; the page shown stays while the next loads. */
export function useAllOrders(filter: AllOrderFilter, page: number) {
  return useQuery({
    ...allOrdersQueryOptions(filter, page),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
    // Only pages of the same filter stand in for each other: another filter's orders would mislead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === filter ? previous : undefined),
  });
}

export const totalPagesOf = (totalOrders: number) => Math.ceil(totalOrders / ADMIN_PAGE_SIZE);
