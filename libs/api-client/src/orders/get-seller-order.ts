import type { sellerOrderReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerOrderKeys } from '../query-keys';

/** GET /order/getorder/{orderId}: the confirmation screen's order, with only this seller's items. */
export const getSellerOrder = (orderId: string, signal?: AbortSignal) =>
  request<typeof sellerOrderReplySchema>(`/order/getorder/${encodeURIComponent(orderId)}`, { signal });
export const sellerOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: sellerOrderKeys.order(orderId), queryFn: ({ signal }) => getSellerOrder(orderId, signal) });

export const useSellerOrder = (orderId: string) => useQuery(sellerOrderQueryOptions(orderId));
