import type { dashboardOverviewReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getDashboardOverview = (signal?: AbortSignal) =>
  request<typeof dashboardOverviewReplySchema>('/admin/dashboard-overview', { signal });
export const dashboardOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: ({ signal }) => getDashboardOverview(signal), retry: false });

/** GET /admin/dashboard-overview: the four cards' figures. */
export function useDashboardOverview() {
  return useQuery({
    ...dashboardOverviewQueryOptions(),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
  });
}
