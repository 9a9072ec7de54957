import { sellerDetailsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/auth/getSellerDetails: username, shop summary and today's figures. */
export function useSellerDetails() {
  return useQuery(sellerDetailsQueryOptions());
}
