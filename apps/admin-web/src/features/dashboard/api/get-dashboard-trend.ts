import { dashboardTrendQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** The chart's span: the last 30 days, today included. */
export const TREND_DAYS = 30;

/** GET /api/admin/dashboard-trend?days=30: orders placed and sales delivered per India day, oldest first. */
export function useDashboardTrend() {
  return useQuery(dashboardTrendQueryOptions(TREND_DAYS));
}
