import { Pagination, cx } from '@nukkad/ui';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: T) => string | number;
  /** Figures line up at the end. */
  align?: 'start' | 'end';
  /** The cell that names the row: the card's title on a phone, shown without its label. */
  primary?: boolean;
}

export interface DataTableProps<T> {
  /** The table's name (its caption, read by assistive technology). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A newer set of rows is on its way while these show. */
  busy?: boolean;
  /** Pages the rows on the client, this many at a time (after sorting), for long lists that come whole. */
  pageSize?: number;
  className?: string;
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A table of rows as they came, sortable by any column with a sort value (client-side, on the rows given; a second
 * click reverses, a third returns to the order they came in), optionally paged on the client. On a phone each row
 * becomes a card of labelled values.
 */
export function DataTable<T>({ label, columns, rows, rowKey, busy = false, pageSize, className }: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const sign = sort.direction === 'asc' ? 1 : -1;
    // Ties keep the order the rows came in, so sorting never shuffles equal rows.
    return rows
      .map((row, index) => ({ row, index, key: value(row) }))
      .sort((a, b) => sign * compare(a.key, b.key) || a.index - b.index)
      .map(({ row }) => row);
  }, [rows, columns, sort]);

  const totalPages = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const currentPage = Math.min(page, totalPages);
  const shown = pageSize ? sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize) : sorted;

  const toggle = (id: string) => {
    setPage(1);
    setSort((current) => {
      if (current?.column !== id) return { column: id, direction: 'asc' };
      return current.direction === 'asc' ? { column: id, direction: 'desc' } : null;
    });
  };

  return (
    <>
      <div className={cx('data-table', busy && 'data-table--busy', className)} aria-busy={busy || undefined}>
        <table className="data-table__table">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={cx(column.align === 'end' && 'data-table__cell--end')}
                    aria-sort={active ? ARIA_SORT[active] : undefined}
                  >
                    {column.sortValue ? (
                      <button type="button" className="data-table__sort" onClick={() => toggle(column.id)}>
                        {column.header}
                        <span className={cx('data-table__sort-icon', active && 'data-table__sort-icon--active')} aria-hidden="true">
                          {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.primary ? (
                    <th key={column.id} scope="row" className="data-table__primary">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} data-label={column.header} className={cx(column.align === 'end' && 'data-table__cell--end')}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageSize ? <Pagination page={currentPage} totalPages={totalPages} onPageChange={setPage} label={`${label}: pages`} /> : null}
    </>
  );
}
