import { PAGE_SIZES, type userOrdersReplySchema } from '@nukkad/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { orderKeys } from '../query-keys';
import { useSessionQuery } from '../session';
import type { SessionMarker } from '../session-marker';

/** GET /order/getUserOrders?page&limit: the customer's orders, newest first, a page at a time. */
export const getUserOrders = (page: number, limit: number = PAGE_SIZES.recentOrders, signal?: AbortSignal) =>
  request<typeof userOrdersReplySchema>('/order/getUserOrders', { query: { page, limit }, signal });
export const userOrdersQueryOptions = (page: number, limit: number = PAGE_SIZES.recentOrders) =>
  queryOptions({
    queryKey: orderKeys.list(page, limit),
    queryFn: ({ signal }) => getUserOrders(page, limit, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useUserOrders = (marker: SessionMarker, page: number) => useSessionQuery(marker, userOrdersQueryOptions(page));
