import { Skeleton } from '@nukkad/ui';

/** The dashboard's shape while the seller's details load. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your dashboard…
      </span>
      <div className="page-header" aria-hidden="true">
        <div className="page-header__text" style={{ width: '100%' }}>
          <Skeleton width="min(320px, 70%)" height={32} />
          <Skeleton width="min(260px, 55%)" height={16} className="skeleton--below" />
        </div>
      </div>
      <div className="dashboard-grid" aria-hidden="true">
        <div className="dashboard-grid__shop">
          <Skeleton width={120} height={20} className="skeleton--spaced" />
          <Skeleton height="max(88px, var(--stat-card-height))" className="skeleton--block" />
        </div>
        <div className="dashboard-grid__stats">
          <Skeleton width={160} height={20} className="skeleton--spaced" />
          <div className="stat-grid">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height="var(--stat-card-height)" className="skeleton--block" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
