import { adminSellerQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/seller/{id}: the seller, their shop and sales by day. */
export function useAdminSeller(sellerId: string) {
  return useQuery(adminSellerQueryOptions(sellerId));
}
