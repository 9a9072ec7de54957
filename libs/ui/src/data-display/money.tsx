import { cx } from '../lib/class-names';
import { formatRupees } from '../lib/format-rupees';

export interface MoneyProps {
  rupees: number;
  /** Fraction digits; the currency's own (2) when omitted. */
  decimals?: number;
  /** Struck through, for the price before a discount. */
  strike?: boolean;
  className?: string;
}

/** An amount in rupees formatted for en-IN, e.g. ₹1,23,456.50. */
export function Money({ rupees, decimals, strike = false, className }: MoneyProps) {
  const text = formatRupees(rupees, { decimals });
  if (strike) {
    return (
      <s className={cx('money', 'money--strike', className)}>
        <span className="visually-hidden">Original price </span>
        {text}
      </s>
    );
  }
  return <span className={cx('money', className)}>{text}</span>;
}
