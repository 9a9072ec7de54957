import { LOCALE } from '@nukkad/contracts/light';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;
// The sales days are already India calendar days; formatting them at UTC noon keeps the date as written.
const short = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short' });
const long = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

function dayOf(value: string): Date | null {
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** "5 Mar" for an axis tick; anything that is not a YYYY-MM-DD day is shown as given. */
export function shortDayLabel(value: string): string {
  const day = dayOf(value);
  return day ? short.format(day) : value;
}

/** "Wed, 5 Mar, 2025" for the tooltip and the table. */
export function dayLabel(value: string): string {
  const day = dayOf(value);
  return day ? long.format(day) : value;
}
