import type { SalesDay } from '@nukkad/contracts';
import { formatRupees } from '@nukkad/ui';
import { CHART_TICK, CHART_TOOLTIP, compactRupees, dayTickInterval, EVERY_TICK, NO_GRID_LINES } from '@nukkad/ui/chart';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel, shortDayLabel } from '../utils/sales-days';

export interface SalesChartProps {
  sales: readonly SalesDay[];
}

/**
 * Bars of the seller's sales per day. The default export is what the dashboard loads lazily; the figures are also
 * in the section's table, so the drawing itself is hidden from assistive technology.
 */
export default function SalesChart({ sales }: SalesChartProps) {
  return (
    <div className="sales-chart" data-testid="sales-chart" aria-hidden="true">
      <BarChart
        responsive
        data={[...sales]}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} verticalCoordinatesGenerator={NO_GRID_LINES} strokeDasharray="3 3" className="sales-chart__grid" />
        <XAxis
          dataKey="date"
          tickFormatter={shortDayLabel}
          tickLine={false}
          axisLine={false}
          interval={dayTickInterval(sales.length)}
          tick={CHART_TICK}
        />
        <YAxis tickFormatter={compactRupees} width={52} interval={EVERY_TICK} tickLine={false} axisLine={false} allowDecimals={false} tick={CHART_TICK} />
        <Tooltip
          formatter={(value) => [formatRupees(Number(value)), 'Sales']}
          labelFormatter={(label) => dayLabel(String(label))}
          {...CHART_TOOLTIP}
        />
        <Bar dataKey="amount" name="Sales" fill="currentColor" className="sales-chart__bars" radius={[4, 4, 0, 0]} maxBarSize={28} />
      </BarChart>
    </div>
  );
}
