import { CURRENCY, LOCALE, TIME_ZONE } from '@nukkad/contracts';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const day = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** Integer paise as en-IN rupees, e.g. 123450 → "₹1,234.50"; formatted from a decimal string, so no float is involved. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return money.format(`${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as `${number}`);
}

/** A calendar date in Asia/Kolkata, e.g. "23 Nov 2026". */
export function formatInvoiceDate(at: Date): string {
  return day.format(at);
}
