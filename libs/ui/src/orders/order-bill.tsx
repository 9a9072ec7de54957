import type { ReactNode } from 'react';
import { Money } from '../data-display/money';
import { cx } from '../lib/class-names';

export interface BillRow {
  /** Tells the rows apart; the label itself may be more than text. */
  id: string;
  label: ReactNode;
  rupees: number;
}

export interface OrderBillProps {
  /** The figures in the order the screen lists them, each already decided by the server. */
  rows: readonly BillRow[];
  /** The last, emphasised row: what the customer pays, or what the rider earns. */
  total: BillRow;
  /** The customer's tip for the rider, its own row above the total when there is one. */
  tip?: number;
  /** The list's accessible name when no heading names it. */
  label?: string;
  className?: string;
}

function BillLine({ row, total = false }: { row: BillRow; total?: boolean }) {
  return (
    <div className={cx('bill__row', total && 'bill__row--total')}>
      <dt>{row.label}</dt>
      <dd>
        <Money rupees={row.rupees} />
      </dd>
    </div>
  );
}

/**
 * The coupon's row of a bill, taken off the items (a minus), or none when nothing was taken off: every app's
 * order page and the checkout show it the same way.
 */
export function discountRows(figures: { discount: number; couponCode: string | null }): BillRow[] {
  if (!(figures.discount > 0)) return [];
  const label = figures.couponCode ? `Coupon (${figures.couponCode})` : 'Coupon discount';
  return [{ id: 'discount', label, rupees: -figures.discount }];
}

/** An order's (or a quote's) bill: one row per figure and the total under a rule. */
export function OrderBill({ rows, total, tip = 0, label, className }: OrderBillProps) {
  return (
    <dl className={cx('bill', className)} aria-label={label}>
      {rows.map((row) => (
        <BillLine key={row.id} row={row} />
      ))}
      {tip > 0 ? <BillLine row={{ id: 'tip', label: 'Tip for the rider', rupees: tip }} /> : null}
      <BillLine row={total} total />
    </dl>
  );
}
