import { sellerProductQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/shop/getProduct/{productId}: one of the seller's own products, for the edit form. */
export function useSellerProduct(productId: string) {
  return useQuery(sellerProductQueryOptions(productId));
}
