import type { orderReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { orderKeys } from '../query-keys';
import { useSessionQuery } from '../session';
import type { SessionMarker } from '../session-marker';

/** Until live updates arrive, an open order page follows its order by polling. */
export const ORDER_REFETCH_INTERVAL_MS = 30_000;

/** GET /order/getOrderDetails/{orderId} */
export const getOrderDetails = (orderId: string, signal?: AbortSignal) =>
  request<typeof orderReplySchema>(`/order/getOrderDetails/${encodeURIComponent(orderId)}`, { signal });
export const orderDetailsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.details(orderId), queryFn: ({ signal }) => getOrderDetails(orderId, signal) });

/** The customer's order while signed in, refetched every 30 s and whenever the window regains focus. */
export const useOrderDetails = (marker: SessionMarker, orderId: string) =>
  useSessionQuery(marker, {
    ...orderDetailsQueryOptions(orderId),
    refetchInterval: ORDER_REFETCH_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
  });

/** The PDF invoice of a Delivered order, opened in a new tab; the session cookie authorises it. */
export const invoiceUrl = (orderId: string) => `/api/order/download-invoice/${encodeURIComponent(orderId)}`;
