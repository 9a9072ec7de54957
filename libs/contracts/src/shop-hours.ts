// A shop's weekly opening hours (Asia/Kolkata) and the arithmetic of when it is open: the one place the API's reads,
// its boundary job and the seller's form take it from.
import { z } from 'zod';
import { DAY_MS as DAY, KOLKATA_OFFSET_MS as KOLKATA_OFFSET, MINUTE_MS as MINUTE, WEEK_DAYS, WEEK_DAY_NAMES, WEEK_MS as WEEK, kolkataParts, mod, weekPosition, type WeekDay } from './kolkata-clock';

export const SPANS_PER_DAY_MAX = 2;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = z.string({ message: 'Enter a time as HH:MM' }).regex(TIME_PATTERN, { message: 'Enter a time as HH:MM, from 00:00 to 23:59' });

/** One opening: `closes` before `opens` means it closes after midnight, on the next day. */
export const hoursSpanSchema = z
  .strictObject({ opens: timeSchema, closes: timeSchema })
  .refine((s) => s.opens !== s.closes, { message: 'Closing time must differ from opening time', path: ['closes'] });
export type HoursSpan = z.infer<typeof hoursSpanSchema>;

/** A day's openings; none means closed that day. */
const daySpansSchema = z.array(hoursSpanSchema).max(SPANS_PER_DAY_MAX, { message: `At most ${SPANS_PER_DAY_MAX} spans a day` });

const dayShape = Object.fromEntries(WEEK_DAYS.map((day) => [day, daySpansSchema])) as Record<WeekDay, typeof daySpansSchema>;

/** Weekly hours: every day named, each with up to two spans that overlap no other span of the week. */
export const weeklyHoursSchema = z.strictObject(dayShape).superRefine((hours, ctx) => {
  const placed = weekSpans(hours);
  for (const [i, a] of placed.entries()) {
    const clash = placed.slice(0, i).find((b) => overlapsOnWeek(a, b));
    if (clash) {
      ctx.addIssue({
        code: 'custom',
        path: [a.day, a.index],
        message: `Overlaps ${WEEK_DAY_NAMES[clash.day]} ${clash.span.opens}–${clash.span.closes}`,
      });
    }
  }
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type PlacedSpan = { day: WeekDay; index: number; span: HoursSpan; start: number; end: number };

/** Each span as milliseconds from Monday 00:00; a span past midnight ends on the next day (past Sunday: beyond WEEK). */
function weekSpans(hours: WeeklyHours): PlacedSpan[] {
  return WEEK_DAYS.flatMap((day, d) =>
    hours[day].map((span, index) => {
      const opens = minutesOf(span.opens);
      const closes = minutesOf(span.closes);
      const start = d * DAY + opens * MINUTE;
      return { day, index, span, start, end: start + mod(closes - opens, 24 * 60) * MINUTE };
    }),
  );
}

function overlapsOnWeek(a: { start: number; end: number }, b: { start: number; end: number }) {
  return [-WEEK, 0, WEEK].some((shift) => a.start < b.end + shift && b.start + shift < a.end);
}

type Interval = { start: number; end: number };

/** The week's open intervals, merged where one ends as the next starts (also over Sunday night into Monday). */
function openIntervals(hours: WeeklyHours): Interval[] {
  const sorted = weekSpans(hours)
    .map(({ start, end }) => ({ start, end }))
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  // The last interval may run past Sunday midnight into the first one.
  while (merged.length > 1 && merged.at(-1)!.end >= merged[0]!.start + WEEK) {
    const first = merged.shift()!;
    const last = merged.at(-1)!;
    last.end = Math.max(last.end, first.end + WEEK);
  }
  return merged;
}

const alwaysOpen = (intervals: Interval[]) => intervals.length === 1 && intervals[0]!.end - intervals[0]!.start >= WEEK;

/** Whether the hours have the shop open at this instant: an opening's own minute is open, a closing's is not. */
export function isWithinHours(hours: WeeklyHours, at: Date): boolean {
  const p = weekPosition(at);
  return openIntervals(hours).some(({ start, end }) => (start <= p && p < end) || (start <= p + WEEK && p + WEEK < end));
}

/** The first instant strictly after `at` where one of the `edge`s falls; null when the hours have none. */
function nextEdge(hours: WeeklyHours, at: Date, edge: 'start' | 'end'): Date | null {
  const intervals = openIntervals(hours);
  if (intervals.length === 0 || alwaysOpen(intervals)) return null;
  const p = weekPosition(at);
  const wait = Math.min(...intervals.map((i) => mod(i[edge] - p, WEEK) || WEEK));
  return new Date(at.getTime() + wait);
}

/** The next scheduled opening after `at`, or null when the hours never open (or never close). */
export const nextOpening = (hours: WeeklyHours, at: Date) => nextEdge(hours, at, 'start');
/** The next scheduled closing after `at`, or null when the hours never close (or never open). */
export const nextClosing = (hours: WeeklyHours, at: Date) => nextEdge(hours, at, 'end');

/** Whether a shop is open and until when that holds by itself (null: until changed by hand or by new hours). */
export type ShopOpenState = { isOpen: boolean; until: Date | null };

/** What the hours alone say at `at`; a shop without hours is open. */
export function scheduledState(hours: WeeklyHours | null, at: Date): ShopOpenState {
  if (!hours) return { isOpen: true, until: null };
  const isOpen = isWithinHours(hours, at);
  return { isOpen, until: isOpen ? nextClosing(hours, at) : nextOpening(hours, at) };
}

/** The seller's Open/Close button: a close lasts until the next scheduled opening, an open until the next closing. */
export function manualState(hours: WeeklyHours | null, isOpen: boolean, at: Date): ShopOpenState {
  if (!hours) return { isOpen, until: null };
  return { isOpen, until: isOpen ? nextClosing(hours, at) : nextOpening(hours, at) };
}

/** "09:00" on the same Kolkata day as `now` (or, for a closing, within a day), else "Tue 09:00". */
export function boundaryLabel(at: Date, now: Date, kind: 'opening' | 'closing'): string {
  const a = kolkataParts(at);
  const sameDay = a.date === kolkataParts(now).date;
  const withinDay = kind === 'closing' && at.getTime() - now.getTime() < DAY;
  return sameDay || withinDay ? a.time : `${WEEK_DAY_NAMES[a.day]} ${a.time}`;
}

/**
 * The spec's `openingTime` and `closingTime` of a shop whose open state was read at `now`: open, it is open until
 * `closingTime` (null: late); closed, it opens at `openingTime`, the next opening (null: soon).
 */
export function shopTimes(
  shop: { hours: WeeklyHours | null; isOpen: boolean; isOpenUntil: Date | null },
  now: Date,
): { openingTime: string | null; closingTime: string | null } {
  const stored = shop.isOpenUntil !== null && now.getTime() < shop.isOpenUntil.getTime() ? shop.isOpenUntil : null;
  if (shop.isOpen) {
    const closes = stored ?? (shop.hours && nextClosing(shop.hours, now));
    const today = shop.hours?.[kolkataParts(now).day][0]?.opens ?? null;
    return { openingTime: today, closingTime: closes ? boundaryLabel(closes, now, 'closing') : null };
  }
  const opens = stored ?? (shop.hours && nextOpening(shop.hours, now));
  return { openingTime: opens ? boundaryLabel(opens, now, 'opening') : null, closingTime: null };
}

// ---- orders for later

/** A scheduled order's slot is this long; slots start on the hour and the half hour (Kolkata). */
export const SLOT_MINUTES = 30;
/** A shop's preparation time: the default, and the range a seller may set. */
export const PREPARATION_MINUTES_DEFAULT = 20;
export const PREPARATION_MINUTES_MIN = 5;
export const PREPARATION_MINUTES_MAX = 120;
const PREPARATION_MESSAGE = `Preparation time must be a whole number of minutes from ${PREPARATION_MINUTES_MIN} to ${PREPARATION_MINUTES_MAX}`;
export const preparationMinutesSchema = z
  .number({ message: PREPARATION_MESSAGE })
  .int({ message: PREPARATION_MESSAGE })
  .min(PREPARATION_MINUTES_MIN, { message: PREPARATION_MESSAGE })
  .max(PREPARATION_MINUTES_MAX, { message: PREPARATION_MESSAGE });

/**
 * An order for later: the start of one of the cart's offered 30-minute slots (GET /api/order/schedule-slots), as an
 * ISO date-time; the server checks it against the same slots.
 */
export const scheduledForSchema = z.iso.datetime({ offset: true, message: 'scheduledFor must be a date and time (ISO 8601)' });

/** What the slots of a cart depend on, per shop in it. */
export type SlotShop = { hours: WeeklyHours | null; preparationMinutes: number };

/** Whether the hours have the shop open for the whole of [at, at + minutes); no hours: open. */
export function openThroughout(hours: WeeklyHours | null, at: Date, minutes: number): boolean {
  if (!hours) return true;
  const intervals = openIntervals(hours);
  if (alwaysOpen(intervals)) return true;
  const p = weekPosition(at);
  const length = minutes * MINUTE;
  return intervals.some(({ start, end }) => [0, WEEK].some((shift) => start <= p + shift && p + shift + length <= end));
}

/** Midnight (Kolkata) starting the Kolkata day of `at`. */
const kolkataMidnight = (at: Date) => new Date(Math.floor((at.getTime() + KOLKATA_OFFSET) / DAY) * DAY - KOLKATA_OFFSET);

/**
 * The starts of the 30-minute slots a cart may be ordered for: today's and tomorrow's (Kolkata), on the hour and the
 * half hour, each inside the opening hours of every shop of the cart for its whole length and starting no sooner than
 * `now` plus the longest preparation time among them (the order is released to the shops that long before).
 */
export function scheduleSlots(shops: readonly SlotShop[], now: Date): Date[] {
  if (shops.length === 0) return [];
  const lead = Math.max(...shops.map((shop) => shop.preparationMinutes)) * MINUTE;
  const step = SLOT_MINUTES * MINUTE;
  const first = kolkataMidnight(now).getTime();
  const slots: Date[] = [];
  for (let start = first; start < first + 2 * DAY; start += step) {
    if (start < now.getTime() + lead) continue;
    const at = new Date(start);
    if (shops.every((shop) => openThroughout(shop.hours, at, SLOT_MINUTES))) slots.push(at);
  }
  return slots;
}

/** When a scheduled order goes to its shops: the slot's start less the longest preparation time among them. */
export function releaseTime(scheduledFor: Date, shops: readonly Pick<SlotShop, 'preparationMinutes'>[]): Date {
  const lead = shops.length === 0 ? PREPARATION_MINUTES_DEFAULT : Math.max(...shops.map((shop) => shop.preparationMinutes));
  return new Date(scheduledFor.getTime() - lead * MINUTE);
}

/**
 * Whether a shop will be open at a later instant as things stand: its stored state while that lasts (a close by hand
 * lasts to its end), then what its hours say there (no hours: the state flips at its end, as the boundary job does).
 */
export function openAt(shop: { isOpen: boolean; isOpenUntil: Date | null; hours: WeeklyHours | null }, at: Date): boolean {
  if (shop.isOpenUntil === null || at.getTime() < shop.isOpenUntil.getTime()) return shop.isOpen;
  return shop.hours ? isWithinHours(shop.hours, at) : !shop.isOpen;
}
