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
