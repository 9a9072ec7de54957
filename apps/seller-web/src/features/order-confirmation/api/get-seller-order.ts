import { sellerOrderQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/order/getorder/{orderId}: the order with only this seller's items, for confirmation. */
export function useSellerOrder(orderId: string) {
  return useQuery(sellerOrderQueryOptions(orderId));
}
