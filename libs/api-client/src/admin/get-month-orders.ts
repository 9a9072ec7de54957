import type { monthOrdersReplySchema, MonthOrderFilter } from '@nukkad/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

/** This month's orders (Asia/Kolkata), one page; the screen scrolls through pages with useInfiniteQuery. */
export const getMonthOrders = (query: { page: number; filter: MonthOrderFilter }, signal?: AbortSignal) =>
  request<typeof monthOrdersReplySchema>('/admin/getOrdersByMonth', { query: { ...query, limit: 10 }, signal });
export const monthOrdersQueryOptions = (filter: MonthOrderFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.monthOrders(filter),
    queryFn: ({ pageParam, signal }) => getMonthOrders({ page: pageParam, filter }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });

/**
 * GET /admin/getOrdersByMonth?page&limit=10&filter: this month's orders, one page of 10 at a time; the list
 * asks for the next page while the server says there is more (`hasMore`), so it never loads the month at once.
 */
export function useMonthOrders(filter: MonthOrderFilter) {
  return useInfiniteQuery({
    ...monthOrdersQueryOptions(filter),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
  });
}
