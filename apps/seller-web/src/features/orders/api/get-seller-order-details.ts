import { sellerOrderDetailsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/order/getOrderDetails/{orderId} as the seller: only their lines, without the customer's phone. */
export function useSellerOrderDetails(orderId: string) {
  return useQuery(sellerOrderDetailsQueryOptions(orderId));
}
