import { sellerProfileQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/shop/seller-profile: who the seller is and whether they have a shop yet. */
export function useSellerProfile() {
  return useQuery(sellerProfileQueryOptions());
}
