import type { dashboardTrendReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getDashboardTrend = (days: number, signal?: AbortSignal) =>
  request<typeof dashboardTrendReplySchema>('/admin/dashboard-trend', { query: { days }, signal });
export const dashboardTrendQueryOptions = (days: number) =>
  queryOptions({ queryKey: adminKeys.trend(days), queryFn: ({ signal }) => getDashboardTrend(days, signal) });

/** The chart's span: the last 30 days, today included. */
export const TREND_DAYS = 30;

/** GET /admin/dashboard-trend?days=30: orders placed and sales delivered per India day, oldest first. */
export function useDashboardTrend() {
  return useQuery({
    ...dashboardTrendQueryOptions(TREND_DAYS),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
  });
}
