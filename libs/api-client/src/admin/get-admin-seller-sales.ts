import type { sellerSalesReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getAdminSellerSales = (sellerId: string, date: string, signal?: AbortSignal) =>
  request<typeof sellerSalesReplySchema>(`/admin/seller/${encodeURIComponent(sellerId)}/sales`, { query: { date: date || undefined }, signal });
export const adminSellerSalesQueryOptions = (sellerId: string, date: string) =>
  queryOptions({ queryKey: adminKeys.sellerSales(sellerId, date), queryFn: ({ signal }) => getAdminSellerSales(sellerId, date, signal) });

/** GET /admin/seller/{id}/sales?date: one India day's sales records (time and amount). */
export function useAdminSellerSales(sellerId: string, date: string) {
  return useQuery({
    ...adminSellerSalesQueryOptions(sellerId, date),
    // The last answer stays while the next loads, but only for the same seller.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === sellerId ? previous : undefined),
  });
}
