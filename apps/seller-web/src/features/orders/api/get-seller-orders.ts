import { sellerOrdersQueryOptions } from '@nukkad/api-client';
import type { SellerOrderFilter } from '@nukkad/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/order/seller-orders: one page of the seller's orders under a filter; the page shown stays while the next loads. */
export function useSellerOrders(status: SellerOrderFilter, page: number) {
  return useQuery({
    ...sellerOrdersQueryOptions(status, page),
    // Only pages of the same filter stand in for each other: another tab's orders would mislead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}
