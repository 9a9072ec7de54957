import { sellerProductsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/shop/get-products: all the seller's products, in stock first, then by name. */
export function useSellerProducts() {
  return useQuery(sellerProductsQueryOptions());
}
