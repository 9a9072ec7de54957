/** The axes' tick text: the chart's own colour, small. */
export const CHART_TICK = { fill: 'currentColor', fontSize: 12 };

/** The tooltip's box and the hovered column's band, in the theme's colours. */
export const CHART_TOOLTIP = {
  cursor: { fill: 'var(--color-surface-muted)' },
  contentStyle: {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-border)',
    borderRadius: 'var(--radius-sm)',
    color: 'var(--color-text)',
  },
};

/** How many day labels the x axis shows at most: each is about 40 px wide, and four fit the narrowest chart (two axes, 360 px). */
export const CHART_DAY_LABELS = 4;

/**
 * The axes' fixed tick spacing: every nth day on the x axis, every tick on the y axis. Recharts measures each label
 * in the page to space ticks itself ('preserveEnd'), a forced layout per tick that blocks the page on a slow phone.
 */
export const dayTickInterval = (days: number) => Math.max(0, Math.ceil(days / CHART_DAY_LABELS) - 1);
export const EVERY_TICK = 0;

/** For a grid without vertical lines: Recharts would still work out (and measure) the x axis's ticks to place them. */
export const NO_GRID_LINES = (): number[] => [];
