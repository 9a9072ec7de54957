// @nukkad/ui/chart: its own entry, beside the apps' lazily loaded drawings, so recharts stays out of every first load.
export { ChartPanel } from './chart-panel';
export type { ChartPanelProps, ChartQuery } from './chart-panel';
export { CHART_DAY_LABELS, CHART_TICK, CHART_TOOLTIP, dayTickInterval, EVERY_TICK, NO_GRID_LINES } from './chart-style';
export { compactRupees } from '../lib/format-rupees';
