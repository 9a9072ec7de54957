import { adminKeys, getMonthOrders } from '@nukkad/api-client';
import type { MonthOrderFilter } from '@nukkad/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';

/**
 * GET /api/admin/getOrdersByMonth?page&limit=10&filter: this month's orders, one page of 10 at a time; the list
 * asks for the next page while the server says there is more (`hasMore`), so it never loads the month at once.
 */
export function useMonthOrders(filter: MonthOrderFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.monthOrders(filter),
    queryFn: ({ pageParam, signal }) => getMonthOrders({ page: pageParam, filter }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}
