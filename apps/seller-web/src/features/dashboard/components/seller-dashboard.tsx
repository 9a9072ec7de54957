import { useSellerDetails } from '@nukkad/api-client';
import { NO_SHOP_DETAILS_MESSAGE } from '@nukkad/contracts/light';
import type { SellerDetails } from '@nukkad/contracts';
import { Button, Card, EmptyState, Money, PageHeader, StoreIcon } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardSkeleton } from './dashboard-skeleton';
import { SalesChartSection } from './sales-chart-section';
import '../dashboard.css';

/** The orders list opened on the orders still waiting for the seller's confirmation. */
const PENDING_ORDERS_HREF = `${paths.seller.orders.getHref()}?status=pending`;

export interface SellerDashboardProps {
  /** Spec: clears the seller marker and reloads, which lands on the login page. */
  onBackToLogin: () => void;
}

/** The seller's dashboard: username, the shop, today's sales, pending orders, products and the last 30 days' sales. */
export function SellerDashboard({ onBackToLogin }: SellerDashboardProps) {
  const details = useSellerDetails();

  if (details.isPending) return <DashboardSkeleton />;

  if (details.isError) {
    return (
      <div className="error-state" role="alert">
        <div className="error-state__icon" aria-hidden="true">
          !
        </div>
        <p className="error-state__message">Failed to load seller details. Please try again later.</p>
        <div className="cluster cluster--center">
          <Button variant="primary" busy={details.isFetching} onClick={() => void details.refetch()}>
            Retry
          </Button>
          <Button variant="secondary" onClick={onBackToLogin}>
            Back to login
          </Button>
        </div>
      </div>
    );
  }

  const seller = details.data.sellerDetails;
  return (
    <>
      <PageHeader title={`Hello, ${seller.username}`} subtitle="Here is how your shop is doing today." />
      <div className="dashboard-grid">
        <ShopSummary shop={seller.shop} />
        <section aria-labelledby="today-heading" className="dashboard-grid__stats">
          <h2 id="today-heading" className="section-title">
            Today at a glance
          </h2>
          <ul className="stat-grid">
            <li className="stat-card">
              <span className="stat-card__label">Today's sales</span>
              <span className="stat-card__value">
                <Money rupees={seller.todaySalesTotal} />
              </span>
            </li>
            <li>
              <Link className="stat-card stat-card--link" to={PENDING_ORDERS_HREF}>
                <span className="stat-card__label">Pending orders</span>
                <span className="stat-card__value">{seller.pendingOrdersCount}</span>
              </Link>
            </li>
            <li>
              <Link className="stat-card stat-card--link" to={paths.seller.products.getHref()}>
                <span className="stat-card__label">Products</span>
                <span className="stat-card__value">{seller.productsCount}</span>
              </Link>
            </li>
          </ul>
        </section>
      </div>
      {seller.shop ? <SalesChartSection /> : null}
    </>
  );
}

function ShopSummary({ shop }: { shop: SellerDetails['shop'] }) {
  return (
    <section aria-labelledby="shop-heading" className="dashboard-grid__shop">
      <h2 id="shop-heading" className="section-title">
        Your shop
      </h2>
      {shop ? (
        <Card className="shop-card">
          <div className="shop-card__text">
            <p className="shop-card__name">{shop.name}</p>
            <p className="shop-card__category muted">{shop.category}</p>
          </div>
          <span className={shop.isOpen ? 'state-pill state-pill--yes' : 'state-pill state-pill--no'}>{shop.isOpen ? 'Open' : 'Closed'}</span>
        </Card>
      ) : (
        <Card>
          <EmptyState
            headingLevel={3}
            icon={<StoreIcon size={32} />}
            title={NO_SHOP_DETAILS_MESSAGE}
            description="Add your shop so customers can find it and order from you."
            action={
              <Link className="button button--primary button--md" to={paths.seller.addShop.getHref()}>
                Add your shop
              </Link>
            }
          />
        </Card>
      )}
    </section>
  );
}
