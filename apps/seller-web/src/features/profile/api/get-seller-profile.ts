import { sellerProfileQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/shop/seller-profile: the seller's account, shop summary and sales. */
export function useSellerProfile() {
  return useQuery(sellerProfileQueryOptions());
}
