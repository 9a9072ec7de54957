import { ApiError } from '@nukkad/api-client';
import { ErrorState, PageHeader, Skeleton, useDocumentTitle } from '@nukkad/ui';
import { DASHBOARD_FAILED, DashboardOverview } from '../../../features/dashboard/components/dashboard-overview';
import { DashboardTiles } from '../../../features/dashboard/components/dashboard-tiles';
import { TrendSection } from '../../../features/dashboard/components/trend-section';
import { useAdmin } from '../../../lib/session';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const admin = useAdmin();

  if (admin.isError) {
    // A 401 has already cleared the session marker; the guard is on its way to /admin/login.
    if (admin.error instanceof ApiError && admin.error.isUnauthorized) return null;
    return (
      <div className="container">
        <ErrorState message={DASHBOARD_FAILED} onRetry={() => void admin.refetch()} />
      </div>
    );
  }

  return (
    <div className="container dashboard">
      <PageHeader
        title="Dashboard"
        subtitle={
          admin.data ? (
            `Welcome, ${admin.data.admin.name}`
          ) : (
            <span role="status">
              <Skeleton width={180} height={18} />
              <span className="visually-hidden">Loading your account…</span>
            </span>
          )
        }
      />
      <DashboardOverview />
      <DashboardTiles />
      <TrendSection />
    </div>
  );
}
