// The figures of `npm run bench:web`: the budgets each kind of screen is held to, the median of a screen's runs, and
// the table that prints them, each budgeted figure marked ok or MISS.

/**
 * What each kind of screen should reach on Lighthouse's mobile profile. A figure without a budget in its group is
 * printed but not judged: the dashboards are used on a desk, signed in, so only their overall score is held to a line.
 */
export const BUDGETS = {
  customer: { performance: 95, accessibility: 100, lcpMs: 1500, tbtMs: 200, cls: 0.05 },
  dashboard: { performance: 90, accessibility: 100 },
};

/** The run whose performance score is the middle one (the lower middle for an even count); a run without a score sorts first. */
export function medianRun(runs) {
  const byScore = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return { ...byScore[Math.floor((byScore.length - 1) / 2)], scores: byScore.map((r) => r.performance) };
}

const mark = (ok) => (ok ? 'ok' : 'MISS');
const atLeast = (value, min) => value != null && value >= min;
const atMost = (value, max) => value != null && value <= max;

/** `text` alone when the group has no budget for the figure, else `text ok` or `text MISS`. */
const judged = (text, budget, passes) => (budget === undefined ? text : `${text} ${mark(passes)}`);

const seconds = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms == null ? '–' : `${Math.round(ms)} ms`);
const shift = (cls) => (cls == null ? '–' : cls.toFixed(3));

/** One screen's cells: its median run's figures, with every run's score beside the median one when there were several. */
function rowCells(row, budgets) {
  const budget = budgets[row.budget] ?? {};
  if (row.error) return [row.name, row.budget, 'error', row.error, '', '', '', ''];
  const scores = row.scores?.length > 1 ? ` (${row.scores.map((s) => s ?? '–').join('/')})` : '';
  return [
    row.name,
    row.budget,
    `${judged(`${row.performance ?? '–'}`, budget.performance, atLeast(row.performance, budget.performance))}${scores}`,
    judged(`${row.accessibility ?? '–'}`, budget.accessibility, atLeast(row.accessibility, budget.accessibility)),
    judged(seconds(row.lcpMs), budget.lcpMs, atMost(row.lcpMs, budget.lcpMs)),
    judged(millis(row.tbtMs), budget.tbtMs, atMost(row.tbtMs, budget.tbtMs)),
    judged(shift(row.cls), budget.cls, atMost(row.cls, budget.cls)),
    seconds(row.fcpMs),
  ];
}

/** The budgets of each group in one line apiece, so the table's marks can be read against them. */
export function formatBudgets(budgets = BUDGETS) {
  const parts = (b) =>
    [
      b.performance !== undefined && `performance ≥ ${b.performance}`,
      b.accessibility !== undefined && `accessibility ${b.accessibility}`,
      b.lcpMs !== undefined && `LCP ≤ ${b.lcpMs / 1000} s`,
      b.tbtMs !== undefined && `TBT ≤ ${b.tbtMs} ms`,
      b.cls !== undefined && `CLS ≤ ${b.cls}`,
    ].filter(Boolean);
  return Object.entries(budgets)
    .map(([group, b]) => `budget ${group}: ${parts(b).join(', ')}`)
    .join('\n');
}

/** The results as a table, one row per screen, each budgeted figure marked against its group's budget. */
export function formatTable(rows, budgets = BUDGETS) {
  const header = ['page', 'budget', 'performance', 'accessibility', 'LCP', 'TBT', 'CLS', 'FCP'];
  const cells = rows.map((row) => rowCells(row, budgets));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
