import { CURRENCY, LOCALE } from '@nukkad/contracts/light';

export interface FormatRupeesOptions {
  /** Fraction digits to show; the currency's own (2) when omitted. */
  decimals?: number;
}

const formatters = new Map<number | undefined, Intl.NumberFormat>();

function formatterFor(decimals: number | undefined): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      ...(decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** Formats an amount in rupees for en-IN, e.g. 123456.5 → "₹1,23,456.50"; a non-number shows as "—". */
export function formatRupees(rupees: number, options: FormatRupeesOptions = {}): string {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return '—';
  return formatterFor(options.decimals).format(rupees);
}

const compact = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** ₹1.2K, ₹3.4L: short amounts in rupees for a chart's axis. */
export function compactRupees(rupees: number): string {
  return compact.format(rupees);
}
