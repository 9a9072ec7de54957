import { LOCALE, TIME_ZONE } from '@nukkad/contracts/light';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const exact = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** The exact time in India, e.g. "5 Mar 2025, 7:42 pm"; a value that is not a date comes back as it is. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : exact.format(date);
}

/** How long ago, e.g. "just now", "5 min ago", "3 hr ago", "2 days ago"; the date after a week. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hr ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return dateOnly.format(date);
}
