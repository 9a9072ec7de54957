import { useDashboardOverview } from '@nukkad/api-client';
import { ErrorState } from '@nukkad/ui';
import { useEffect } from 'react';
import { isRefusedSession, session } from '../../../lib/session';
import { OverviewCards } from './overview-cards';

export const DASHBOARD_FAILED = 'Failed to load dashboard data. Please try again.';

/** The overview's figures; a refused session goes to /admin/login (spec §4), any other failure offers Retry. */
export function DashboardOverview() {
  const overview = useDashboardOverview();
  const refused = overview.isError && isRefusedSession(overview.error);

  useEffect(() => {
    // Clearing the marker is what sends the admin to login: the session guard follows it.
    if (refused) session.marker.clear();
  }, [refused]);

  if (refused) return null;
  if (overview.isError) return <ErrorState message={DASHBOARD_FAILED} onRetry={() => void overview.refetch()} />;
  return <OverviewCards overview={overview.data?.data} />;
}
