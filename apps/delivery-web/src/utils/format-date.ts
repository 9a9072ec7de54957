import { LOCALE, TIME_ZONE } from '@nukkad/contracts/light';

const dateTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** A moment as read in India, e.g. "5 Mar 2025, 7:42 pm"; text that is not a date is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
