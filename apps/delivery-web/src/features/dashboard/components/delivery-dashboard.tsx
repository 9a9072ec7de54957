import { useDeliveryStats } from '@nukkad/api-client';
import { ErrorState, Money, PageHeader, Skeleton } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';

/** The dashboard's heading: the partner's name once known. */
export function DashboardGreeting() {
  const partner = useDeliveryPartner();

  if (partner.isError) {
    return <ErrorState message="Failed to load your dashboard. Please try again." onRetry={() => void partner.refetch()} />;
  }
  const name = partner.data?.deliveryBoy.name;
  if (!name) {
    return (
      <div className="page-header" aria-hidden="true">
        <div className="page-header__text" style={{ width: '100%' }}>
          <Skeleton width="min(280px, 70%)" height={32} />
          <Skeleton width="min(240px, 55%)" height={16} className="skeleton--below" />
        </div>
      </div>
    );
  }
  return <PageHeader title={`Hi, ${name}`} subtitle="Your deliveries and earnings at a glance." />;
}

/** Pending deliveries, commission earned, tips and outstanding amount, each leading to its page. */
export function DeliveryFigures() {
  const partner = useDeliveryPartner();
  const stats = useDeliveryStats(partner.data?.deliveryBoy._id);
  const figures = stats.data;

  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="visually-hidden">
        Your figures
      </h2>
      {stats.isError ? (
        <ErrorState message="Failed to load your figures. Please try again." onRetry={() => void stats.refetch()} />
      ) : figures ? (
        <ul className="stat-grid">
          <li>
            <Link className="stat-card stat-card--link" to={paths.delivery.ordersByStatus.getHref('pending')}>
              <span className="stat-card__label">Pending deliveries</span>
              <span className="stat-card__value">{figures.pendingOrders}</span>
            </Link>
          </li>
          <li>
            <Link className="stat-card stat-card--link" to={paths.delivery.commissionHistory.getHref()}>
              <span className="stat-card__label">Commission earned</span>
              <span className="stat-card__value">
                <Money rupees={figures.commission} />
              </span>
            </Link>
          </li>
          <li>
            <Link className="stat-card stat-card--link" to={paths.delivery.commissionHistory.getHref()}>
              <span className="stat-card__label">Tips from customers</span>
              <span className="stat-card__value">
                <Money rupees={figures.tips} />
              </span>
            </Link>
          </li>
          <li>
            <Link className="stat-card stat-card--link" to={paths.delivery.outstanding.getHref()}>
              <span className="stat-card__label">Outstanding amount</span>
              <span className="stat-card__value">
                <Money rupees={figures.outstandingAmount} />
              </span>
            </Link>
          </li>
        </ul>
      ) : (
        <div className="stat-grid" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your figures…
          </span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height="var(--stat-card-height)" className="skeleton--block" />
          ))}
        </div>
      )}
    </section>
  );
}
