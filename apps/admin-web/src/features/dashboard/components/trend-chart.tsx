import type { DashboardTrendReply } from '@nukkad/contracts';
import { formatRupees } from '@nukkad/ui';
import { CHART_TICK, CHART_TOOLTIP, compactRupees, dayTickInterval, EVERY_TICK, NO_GRID_LINES } from '@nukkad/ui/chart';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel, shortDayLabel } from '../../../utils/dates';

export interface TrendChartProps {
  days: DashboardTrendReply['days'];
}

/**
 * Orders placed (bars, left axis) and sales delivered (line, right axis) per day. The default export is what the
 * dashboard loads lazily; the figures are also in the section's table, so the drawing is hidden from assistive technology.
 */
export default function TrendChart({ days }: TrendChartProps) {
  return (
    <div className="trend-chart" data-testid="trend-chart" aria-hidden="true">
      <ComposedChart
        responsive
        data={[...days]}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} verticalCoordinatesGenerator={NO_GRID_LINES} strokeDasharray="3 3" className="trend-chart__grid" />
        <XAxis dataKey="date" tickFormatter={shortDayLabel} tickLine={false} axisLine={false} interval={dayTickInterval(days.length)} tick={CHART_TICK} />
        <YAxis yAxisId="orders" width={36} interval={EVERY_TICK} tickLine={false} axisLine={false} allowDecimals={false} tick={CHART_TICK} />
        <YAxis
          yAxisId="sales"
          orientation="right"
          width={56}
          interval={EVERY_TICK}
          tickLine={false}
          axisLine={false}
          tickFormatter={compactRupees}
          tick={CHART_TICK}
        />
        <Tooltip
          formatter={(value, name) => (name === 'Sales' ? [formatRupees(Number(value)), 'Sales'] : [String(value), 'Orders'])}
          labelFormatter={(label) => dayLabel(String(label))}
          {...CHART_TOOLTIP}
        />
        <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="currentColor" className="trend-chart__bars" radius={[3, 3, 0, 0]} maxBarSize={18} />
        <Line
          yAxisId="sales"
          dataKey="sales"
          name="Sales"
          type="monotone"
          stroke="currentColor"
          strokeWidth={2}
          dot={false}
          className="trend-chart__line"
        />
      </ComposedChart>
    </div>
  );
}
