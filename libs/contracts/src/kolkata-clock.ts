// The business clock: days, weeks and times of day in Asia/Kolkata, and how an order for later's slot is worded.
// Plain values (no zod): shop-hours' arithmetic builds on it, and the apps word slots with it on any page.

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEK_DAY_NAMES: Record<WeekDay, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
export const WEEK_MS = 7 * DAY_MS;
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const KOLKATA_OFFSET_MS = 330 * MINUTE_MS;
/** 1970-01-05 was a Monday: week positions count from Monday 00:00 in Kolkata. */
const FIRST_MONDAY = 4 * DAY_MS;

export const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Where an instant falls in its Kolkata week, in milliseconds from Monday 00:00. */
export const weekPosition = (at: Date) => mod(at.getTime() + KOLKATA_OFFSET_MS - FIRST_MONDAY, WEEK_MS);

/** An instant's Kolkata day (days since 1970-01-01 there), weekday and HH:MM. */
export const kolkataParts = (at: Date) => {
  const local = at.getTime() + KOLKATA_OFFSET_MS;
  const minutes = mod(Math.floor(local / MINUTE_MS), 24 * 60);
  return {
    date: Math.floor(local / DAY_MS),
    day: WEEK_DAYS[Math.floor(weekPosition(at) / DAY_MS)]!,
    time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  };
};

/** The Kolkata clock time of an instant, as HH:MM. */
export const kolkataTime = (at: Date): string => kolkataParts(at).time;

/** "7:30 pm" (Kolkata) of an instant. */
export function clockLabel(at: Date): string {
  const [h, m] = kolkataTime(at).split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** "7:30 pm", "tomorrow 7:30 pm" or "Tue 7:30 pm", as seen at `now` (Kolkata days). */
export function slotLabel(at: Date, now: Date): string {
  const days = kolkataParts(at).date - kolkataParts(now).date;
  if (days === 0) return clockLabel(at);
  if (days === 1) return `tomorrow ${clockLabel(at)}`;
  return `${WEEK_DAY_NAMES[kolkataParts(at).day]} ${clockLabel(at)}`;
}

/** The order pages' words for an order not yet released to its shops. */
export const scheduledForLabel = (at: Date, now: Date) => `Scheduled for ${slotLabel(at, now)}`;
