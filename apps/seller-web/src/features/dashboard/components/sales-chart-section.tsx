import { SALES_CHART_DAYS, type SalesDay } from '@nukkad/contracts';
import { Button, Card, ErrorBoundary, Money, Skeleton, formatRupees } from '@nukkad/ui';
import { Suspense, lazy } from 'react';
import { useSellerSales } from '../api/get-sales';
import { dayLabel } from '../utils/sales-days';

// Loaded on its own so the dashboard's first paint never waits for the chart library.
const SalesChart = lazy(() => import('./sales-chart'));

function ChartSkeleton() {
  return (
    <div className="sales-chart sales-chart--loading" aria-busy="true" data-testid="sales-chart-skeleton">
      <span className="visually-hidden" role="status">
        Loading your sales chart…
      </span>
      <Skeleton height="100%" className="skeleton--block" />
    </div>
  );
}

function SalesTable({ sales, total }: { sales: readonly SalesDay[]; total: number }) {
  return (
    <table className="visually-hidden">
      <caption>
        Sales per day, last {SALES_CHART_DAYS} days: {formatRupees(total)} in total
      </caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Sales</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((day) => (
          <tr key={day.date}>
            <th scope="row">{dayLabel(day.date)}</th>
            <td>{formatRupees(day.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The last 30 days' sales: the total, a bar chart loaded lazily, and the same figures as a table for screen readers. */
export function SalesChartSection() {
  const sales = useSellerSales();

  return (
    <section aria-labelledby="sales-heading" className="dashboard-sales">
      <div className="dashboard-sales__head">
        <h2 id="sales-heading" className="section-title">
          Sales, last {SALES_CHART_DAYS} days
        </h2>
        {sales.data ? (
          <p className="dashboard-sales__total">
            <span className="dashboard-sales__total-label">Total </span>
            <Money rupees={sales.data.total} />
          </p>
        ) : null}
      </div>
      <Card className="dashboard-sales__card">
        {sales.isPending ? (
          <ChartSkeleton />
        ) : sales.isError ? (
          <div className="dashboard-sales__error" role="alert">
            <p>Failed to load your sales. Please try again.</p>
            <Button variant="secondary" size="sm" busy={sales.isFetching} onClick={() => void sales.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <>
            <ErrorBoundary fallback={<p className="dashboard-sales__error muted">The chart could not be shown right now.</p>}>
              <Suspense fallback={<ChartSkeleton />}>
                <SalesChart sales={sales.data.sales} />
              </Suspense>
            </ErrorBoundary>
            <SalesTable sales={sales.data.sales} total={sales.data.total} />
          </>
        )}
      </Card>
    </section>
  );
}
