import { describe, expect, it } from 'vitest';
import { formatBudgets, formatTable, medianRun } from './web-bench-table.mjs';

const BUDGETS = {
  customer: { performance: 95, accessibility: 100, lcpMs: 1500, tbtMs: 200, cls: 0.05 },
  dashboard: { performance: 90, accessibility: 100 },
};

const figures = { accessibility: 100, lcpMs: 1234, tbtMs: 150, cls: 0.01, fcpMs: 900 };

/** The table's body rows split into trimmed cells (columns are two or more spaces apart). */
const bodyCells = (table) =>
  table
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s{2,}/));

describe('medianRun', () => {
  it('takes the run with the middle performance score and lists every score lowest first', () => {
    const runs = [
      { performance: 97, lcpMs: 1000 },
      { performance: 93, lcpMs: 1800 },
      { performance: 95, lcpMs: 1400 },
    ];
    expect(medianRun(runs)).toEqual({ performance: 95, lcpMs: 1400, scores: [93, 95, 97] });
  });

  it('takes the lower middle of an even count and the only run of one', () => {
    expect(medianRun([{ performance: 80 }, { performance: 70 }]).performance).toBe(70);
    expect(medianRun([{ performance: 88 }])).toEqual({ performance: 88, scores: [88] });
  });
});

describe('formatTable', () => {
  it('marks each figure of a customer page against its budget and shows every run score beside the median', () => {
    const table = formatTable(
      [{ name: 'customer home', budget: 'customer', performance: 95, scores: [93, 95, 97], ...figures }],
      BUDGETS,
    );
    expect(table.split('\n')[0].split(/\s{2,}/)).toEqual(['page', 'budget', 'performance', 'accessibility', 'LCP', 'TBT', 'CLS', 'FCP']);
    expect(bodyCells(table)).toEqual([['customer home', 'customer', '95 ok (93/95/97)', '100 ok', '1.23 s ok', '150 ms ok', '0.010 ok', '0.90 s']]);
  });

  it('writes MISS for each figure past its budget, including one just past the line', () => {
    const table = formatTable(
      [{ name: 'search results', budget: 'customer', performance: 94, accessibility: 98, lcpMs: 1501, tbtMs: 201, cls: 0.051, fcpMs: 1000 }],
      BUDGETS,
    );
    expect(bodyCells(table)).toEqual([['search results', 'customer', '94 MISS', '98 MISS', '1.50 s MISS', '201 ms MISS', '0.051 MISS', '1.00 s']]);
  });

  it('passes a figure exactly on its budget line', () => {
    const table = formatTable(
      [{ name: 'restaurants', budget: 'customer', performance: 95, accessibility: 100, lcpMs: 1500, tbtMs: 200, cls: 0.05, fcpMs: 800 }],
      BUDGETS,
    );
    expect(bodyCells(table)).toEqual([['restaurants', 'customer', '95 ok', '100 ok', '1.50 s ok', '200 ms ok', '0.050 ok', '0.80 s']]);
  });

  it('holds a dashboard only to its score and accessibility and prints its timings unjudged', () => {
    const table = formatTable([{ name: 'admin dashboard', budget: 'dashboard', performance: 90, lcpMs: 4000, tbtMs: 900, cls: 0.3, accessibility: 100, fcpMs: 2500 }], BUDGETS);
    expect(bodyCells(table)).toEqual([['admin dashboard', 'dashboard', '90 ok', '100 ok', '4.00 s', '900 ms', '0.300', '2.50 s']]);
  });

  it('counts a missing budgeted figure as a miss and shows a screen that failed with its error', () => {
    const table = formatTable(
      [
        { name: 'cart (signed in)', budget: 'customer', performance: 96, accessibility: 100, lcpMs: null, tbtMs: 10, cls: 0, fcpMs: null },
        { name: 'rider dashboard', budget: 'dashboard', error: 'POST /api/delivery/login answered 401' },
      ],
      BUDGETS,
    );
    expect(bodyCells(table)).toEqual([
      ['cart (signed in)', 'customer', '96 ok', '100 ok', '– MISS', '10 ms ok', '0.000 ok', '–'],
      ['rider dashboard', 'dashboard', 'error', 'POST /api/delivery/login answered 401'],
    ]);
  });

  it('lines the columns up under the header', () => {
    const lines = formatTable(
      [
        { name: 'a', budget: 'customer', performance: 100, ...figures },
        { name: 'control: home, no script', budget: 'customer', performance: 99, ...figures },
      ],
      BUDGETS,
    ).split('\n');
    const budgetColumn = lines[0].indexOf('budget');
    expect(lines.slice(1).map((line) => line.slice(budgetColumn, budgetColumn + 8))).toEqual(['--------', 'customer', 'customer']);
  });
});

describe('formatBudgets', () => {
  it('writes each group budget on its own line', () => {
    expect(formatBudgets(BUDGETS).split('\n')).toEqual([
      'budget customer: performance ≥ 95, accessibility 100, LCP ≤ 1.5 s, TBT ≤ 200 ms, CLS ≤ 0.05',
      'budget dashboard: performance ≥ 90, accessibility 100',
    ]);
  });
});
