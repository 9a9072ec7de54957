import { sellerShopQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/shop/getShop/{shopId}: the seller's own shop, for the edit form. */
export function useSellerShop(shopId: string) {
  return useQuery(sellerShopQueryOptions(shopId));
}
