import type { ReactNode } from 'react';

export interface DetailRow {
  term: string;
  value: ReactNode;
  valueClassName?: string;
}

export interface DetailListProps {
  rows: readonly DetailRow[];
  /** The list's look, e.g. `detail-list` or `facts`. */
  className: string;
}

/** Key/value facts as a description list, one `div` per row so each pair lays out as a unit. */
export function DetailList({ rows, className }: DetailListProps) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.term}>
          <dt>{row.term}</dt>
          <dd className={row.valueClassName}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
