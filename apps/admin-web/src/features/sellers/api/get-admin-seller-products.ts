import { adminSellerProductsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/seller/{id}/products?search: the seller's products with their stock. */
export function useAdminSellerProducts(sellerId: string, search: string) {
  return useQuery({
    ...adminSellerProductsQueryOptions(sellerId, search),
    // The last answer stays while the next loads, but only for the same seller.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === sellerId ? previous : undefined),
  });
}
