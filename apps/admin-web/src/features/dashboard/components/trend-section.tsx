import { TREND_DAYS, useDashboardTrend } from '@nukkad/api-client';
import type { DashboardTrendReply } from '@nukkad/contracts';
import { sumRupees } from '@nukkad/pricing';
import { Money, formatRupees } from '@nukkad/ui';
import { ChartPanel } from '@nukkad/ui/chart';
import { lazy } from 'react';
import { dayLabel } from '../../../utils/dates';
import { formatCount } from '../../../utils/numbers';

// Loaded on its own so the dashboard's first paint never waits for the chart library.
const TrendChart = lazy(() => import('./trend-chart'));

function TrendTable({ days }: { days: DashboardTrendReply['days'] }) {
  return (
    <table className="visually-hidden">
      <caption>Orders and sales per day, last {TREND_DAYS} days</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Orders</th>
          <th scope="col">Sales</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{dayLabel(day.date)}</th>
            <td>{day.orders}</td>
            <td>{formatRupees(day.sales)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Orders and sales of the last 30 days: the totals, a chart loaded lazily, and the same figures as a table for screen readers. */
export function TrendSection() {
  const trend = useDashboardTrend();
  const days = trend.data?.days;
  const totalOrders = days?.reduce((sum, day) => sum + day.orders, 0) ?? 0;
  // Summed in paise so the rupee total never drifts.
  const totalSales = sumRupees(days?.map((day) => day.sales) ?? []);

  return (
    <section className="trend" aria-labelledby="trend-heading">
      <div className="trend__head">
        <h2 id="trend-heading">Orders and sales, last {TREND_DAYS} days</h2>
        {days ? (
          <p className="trend__totals">
            <span>
              <span className="trend__swatch trend__swatch--orders" aria-hidden="true" />
              {formatCount(totalOrders)} orders
            </span>
            <span>
              <span className="trend__swatch trend__swatch--sales" aria-hidden="true" />
              <Money rupees={totalSales} decimals={2} /> sales
            </span>
          </p>
        ) : null}
      </div>
      <ChartPanel
        query={trend}
        block="trend"
        chartClass="trend-chart"
        loadingLabel="Loading the chart…"
        failedText="Failed to load the chart. Please try again."
        chart={(data) => <TrendChart days={data.days} />}
        table={(data) => <TrendTable days={data.days} />}
      />
    </section>
  );
}
