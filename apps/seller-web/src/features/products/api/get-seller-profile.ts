import { sellerProfileQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/shop/seller-profile: whether the seller has a shop yet, and its category (grocery forms differ). */
export function useSellerProfile() {
  return useQuery(sellerProfileQueryOptions());
}
