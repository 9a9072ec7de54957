import type { adminSellerProductsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getAdminSellerProducts = (sellerId: string, search: string, signal?: AbortSignal) =>
  request<typeof adminSellerProductsReplySchema>(`/admin/seller/${encodeURIComponent(sellerId)}/products`, { query: { search }, signal });
export const adminSellerProductsQueryOptions = (sellerId: string, search: string) =>
  queryOptions({ queryKey: adminKeys.sellerProducts(sellerId, search), queryFn: ({ signal }) => getAdminSellerProducts(sellerId, search, signal) });

/** GET /admin/seller/{id}/products?search: the seller's products with their stock. */
export function useAdminSellerProducts(sellerId: string, search: string) {
  return useQuery({
    ...adminSellerProductsQueryOptions(sellerId, search),
    // The last answer stays while the next loads, but only for the same seller.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === sellerId ? previous : undefined),
  });
}
