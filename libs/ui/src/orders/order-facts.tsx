import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface OrderFact {
  label: string;
  value: ReactNode;
  /** Takes a whole line of the grid, for long values such as an address. */
  wide?: boolean;
  valueClassName?: string;
}

export interface OrderFactsProps {
  facts: readonly OrderFact[];
  /** `rows`: label left, value right, one per line; `grid`: small label above its value, as many to a line as fit. */
  layout?: 'rows' | 'grid';
  className?: string;
}

/** An order's facts (status, payment, people, place) as a description list. */
export function OrderFacts({ facts, layout = 'rows', className }: OrderFactsProps) {
  return (
    <dl className={cx('facts', layout === 'rows' && 'facts--rows', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className={cx(fact.wide && 'facts__wide')}>
          <dt>{fact.label}</dt>
          <dd className={fact.valueClassName}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
