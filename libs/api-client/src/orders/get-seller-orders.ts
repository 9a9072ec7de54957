import type { sellerOrdersReplySchema, SellerOrderFilter } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerOrderKeys } from '../query-keys';

/** GET /order/seller-orders?status&page: one page of the seller's orders under a filter. */
export const getSellerOrders = (query: { status: SellerOrderFilter; page: number }, signal?: AbortSignal) =>
  request<typeof sellerOrdersReplySchema>('/order/seller-orders', { query, signal });
export const sellerOrdersQueryOptions = (status: SellerOrderFilter, page: number) =>
  queryOptions({ queryKey: sellerOrderKeys.list(status, page), queryFn: ({ signal }) => getSellerOrders({ status, page }, signal) });

/** The page shown stays while the next loads. */
export function useSellerOrders(status: SellerOrderFilter, page: number) {
  return useQuery({
    ...sellerOrdersQueryOptions(status, page),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
    // Only pages of the same filter stand in for each other: another tab's orders would mislead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}
