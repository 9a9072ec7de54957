import type { orderReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerOrderKeys } from '../query-keys';

/** GET /order/getOrderDetails/{orderId} as the seller sees it: only their lines, without the customer's phone. */
export const getSellerOrderDetails = (orderId: string, signal?: AbortSignal) =>
  request<typeof orderReplySchema>(`/order/getOrderDetails/${encodeURIComponent(orderId)}`, { signal });
export const sellerOrderDetailsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: sellerOrderKeys.details(orderId), queryFn: ({ signal }) => getSellerOrderDetails(orderId, signal) });

export const useSellerOrderDetails = (orderId: string) => useQuery(sellerOrderDetailsQueryOptions(orderId));
