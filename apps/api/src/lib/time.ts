import { TIME_ZONE } from '@nukkad/contracts';

/** Today's date (YYYY-MM-DD) in Asia/Kolkata, the business day of the marketplace. */
export function businessDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
