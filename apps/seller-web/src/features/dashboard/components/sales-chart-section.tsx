import { useSellerSales } from '@nukkad/api-client';
import { SALES_CHART_DAYS, type SalesDay } from '@nukkad/contracts';
import { Money, formatRupees } from '@nukkad/ui';
import { ChartPanel } from '@nukkad/ui/chart';
import { lazy } from 'react';
import { dayLabel } from '../utils/sales-days';

// Loaded on its own so the dashboard's first paint never waits for the chart library.
const SalesChart = lazy(() => import('./sales-chart'));

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
      <ChartPanel
        query={sales}
        block="dashboard-sales"
        chartClass="sales-chart"
        loadingLabel="Loading your sales chart…"
        failedText="Failed to load your sales. Please try again."
        chart={(data) => <SalesChart sales={data.sales} />}
        table={(data) => <SalesTable sales={data.sales} total={data.total} />}
      />
    </section>
  );
}
