import { sellerDetailsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The profile reads the seller's details (GET /api/auth/getSellerDetails) until the shop endpoints
 * (GET /api/shop/seller-profile) arrive with the shop issue; same cache entry as the dashboard.
 */
export function useSellerProfile() {
  return useQuery(sellerDetailsQueryOptions());
}
