import { LOCALE, TIME_ZONE } from '@nukkad/contracts/light';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// en-CA writes a date as YYYY-MM-DD, the form the API's date queries take.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
// The days are already India calendar days; formatting them at UTC noon keeps the date as written.
const longDay = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short' });
const timeOnly = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** Today in India as YYYY-MM-DD (the admin's "today" is the business day, whatever the device's zone). */
export function todayInIndia(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** Whether a value is a YYYY-MM-DD day. */
export const isDay = (value: string | null): value is string => value !== null && DAY_PATTERN.test(value);

function dayOf(value: string): Date | null {
  const match = DAY_PATTERN.exec(value.slice(0, 10));
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)) : null;
}

/** "Wed, 5 Mar, 2025"; anything that is not a day is shown as given. */
export function dayLabel(value: string): string {
  const day = dayOf(value);
  return day ? longDay.format(day) : value;
}

/** "5 Mar", for a chart's axis. */
export function shortDayLabel(value: string): string {
  const day = dayOf(value);
  return day ? shortDay.format(day) : value;
}

/** The time of day in India, e.g. "7:42 pm". */
export function timeOfDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeOnly.format(date);
}
