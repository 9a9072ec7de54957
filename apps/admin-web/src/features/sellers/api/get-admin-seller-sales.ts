import { adminSellerSalesQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/seller/{id}/sales?date: one India day's sales records (time and amount). */
export function useAdminSellerSales(sellerId: string, date: string) {
  return useQuery({
    ...adminSellerSalesQueryOptions(sellerId, date),
    // The last answer stays while the next loads, but only for the same seller.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === sellerId ? previous : undefined),
  });
}
