import type { adminSellerReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getAdminSeller = (sellerId: string, signal?: AbortSignal) =>
  request<typeof adminSellerReplySchema>(`/admin/seller/${encodeURIComponent(sellerId)}`, { signal });
export const adminSellerQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: adminKeys.seller(sellerId), queryFn: ({ signal }) => getAdminSeller(sellerId, signal) });

/** GET /admin/seller/{id}: the seller, their shop and sales by day. */
export function useAdminSeller(sellerId: string) {
  return useQuery(adminSellerQueryOptions(sellerId));
}
