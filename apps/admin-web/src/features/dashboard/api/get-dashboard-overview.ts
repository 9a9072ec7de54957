import { dashboardOverviewQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/dashboard-overview: the four cards' figures. */
export function useDashboardOverview() {
  return useQuery(dashboardOverviewQueryOptions());
}
