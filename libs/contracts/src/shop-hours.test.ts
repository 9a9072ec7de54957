import { describe, expect, it } from 'vitest';
import { boundaryLabel, isWithinHours, manualState, nextClosing, nextOpening, scheduledState, shopTimes, weeklyHoursSchema, type WeeklyHours } from './shop-hours';

// 30 November 2026 is a Monday. Instants are written in Kolkata time (+05:30) unless a case is about the zone.
const ist = (local: string) => new Date(`${local}+05:30`);
const MON = '2026-11-30';
const TUE = '2026-12-01';
const SAT = '2026-12-05';
const SUN = '2026-12-06';
const NEXT_MON = '2026-12-07';

const span = (opens: string, closes: string) => ({ opens, closes });
const weekdays = [span('09:00', '22:00')];
/** Two spans on Monday, one late-night span on Saturday into Sunday, closed on Sunday. */
const HOURS: WeeklyHours = {
  mon: [span('09:00', '13:00'), span('17:00', '22:00')],
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat: [span('20:00', '02:00')],
  sun: [],
};

describe('isWithinHours, nextOpening, nextClosing', () => {
  const cases: { at: string; open: boolean; opening: string | null; closing: string | null; why: string }[] = [
    { at: `${MON}T08:59:59`, open: false, opening: `${MON}T09:00:00`, closing: `${MON}T13:00:00`, why: 'a second before opening' },
    { at: `${MON}T09:00:00`, open: true, opening: `${MON}T17:00:00`, closing: `${MON}T13:00:00`, why: 'the opening second is open' },
    { at: `${MON}T12:59:59`, open: true, opening: `${MON}T17:00:00`, closing: `${MON}T13:00:00`, why: 'the last second of the first span' },
    { at: `${MON}T13:00:00`, open: false, opening: `${MON}T17:00:00`, closing: `${MON}T22:00:00`, why: 'the closing second is closed' },
    { at: `${MON}T15:00:00`, open: false, opening: `${MON}T17:00:00`, closing: `${MON}T22:00:00`, why: 'between the two spans' },
    { at: `${MON}T21:30:00`, open: true, opening: `${TUE}T09:00:00`, closing: `${MON}T22:00:00`, why: 'the second span' },
    { at: `${MON}T22:00:00`, open: false, opening: `${TUE}T09:00:00`, closing: `${TUE}T22:00:00`, why: 'after the last span: opens tomorrow' },
    { at: `${SAT}T19:59:59`, open: false, opening: `${SAT}T20:00:00`, closing: `${SUN}T02:00:00`, why: 'before the late span' },
    { at: `${SAT}T23:59:59`, open: true, opening: `${NEXT_MON}T09:00:00`, closing: `${SUN}T02:00:00`, why: 'before midnight' },
    { at: `${SUN}T00:00:00`, open: true, opening: `${NEXT_MON}T09:00:00`, closing: `${SUN}T02:00:00`, why: 'across midnight' },
    { at: `${SUN}T01:59:59`, open: true, opening: `${NEXT_MON}T09:00:00`, closing: `${SUN}T02:00:00`, why: 'the last second past midnight' },
    { at: `${SUN}T02:00:00`, open: false, opening: `${NEXT_MON}T09:00:00`, closing: `${NEXT_MON}T13:00:00`, why: 'closed at 02:00 on Sunday' },
    { at: `${SUN}T12:00:00`, open: false, opening: `${NEXT_MON}T09:00:00`, closing: `${NEXT_MON}T13:00:00`, why: 'a closed day' },
  ];
  it.each(cases)('$at: $why', ({ at, open, opening, closing }) => {
    expect(isWithinHours(HOURS, ist(at))).toBe(open);
    expect(nextOpening(HOURS, ist(at))).toEqual(opening && ist(opening));
    expect(nextClosing(HOURS, ist(at))).toEqual(closing && ist(closing));
  });

  it('reads the clock in Asia/Kolkata whatever the instant is written in', () => {
    // Monday 09:00 in Kolkata is 03:30 UTC; Monday 04:30 in Kolkata is still Sunday 23:00 UTC.
    expect(isWithinHours(HOURS, new Date('2026-11-30T03:29:59Z'))).toBe(false);
    expect(isWithinHours(HOURS, new Date('2026-11-30T03:30:00Z'))).toBe(true);
    expect(nextOpening(HOURS, new Date('2026-11-29T23:00:00Z'))).toEqual(new Date('2026-11-30T03:30:00Z'));
    // Saturday 20:00–02:00 in Kolkata is Saturday 14:30–20:30 UTC.
    expect(isWithinHours(HOURS, new Date('2026-12-05T20:29:59Z'))).toBe(true);
    expect(isWithinHours(HOURS, new Date('2026-12-05T20:30:00Z'))).toBe(false);
  });

  it('treats spans that meet as one opening, also from Sunday night into Monday', () => {
    const split: WeeklyHours = { ...HOURS, mon: [span('00:00', '13:00'), span('13:00', '18:00')], sun: [span('18:00', '00:00')] };
    expect(nextClosing(split, ist(`${MON}T12:00:00`))).toEqual(ist(`${MON}T18:00:00`));
    expect(nextClosing(split, ist(`${SUN}T19:00:00`))).toEqual(ist(`${NEXT_MON}T18:00:00`));
    expect(nextOpening(split, ist(`${MON}T19:00:00`))).toEqual(ist(`${TUE}T09:00:00`));
  });

  it('has no next opening or closing for hours that are always closed or always open', () => {
    const closed: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(isWithinHours(closed, ist(`${MON}T12:00:00`))).toBe(false);
    expect(nextOpening(closed, ist(`${MON}T12:00:00`))).toBeNull();
    const always: WeeklyHours = { mon: [span('00:00', '12:00'), span('12:00', '00:00')], tue: [span('00:00', '12:00'), span('12:00', '00:00')], wed: [span('00:00', '12:00'), span('12:00', '00:00')], thu: [span('00:00', '12:00'), span('12:00', '00:00')], fri: [span('00:00', '12:00'), span('12:00', '00:00')], sat: [span('00:00', '12:00'), span('12:00', '00:00')], sun: [span('00:00', '12:00'), span('12:00', '00:00')] };
    expect(isWithinHours(always, ist(`${SUN}T23:59:59`))).toBe(true);
    expect(nextClosing(always, ist(`${MON}T12:00:00`))).toBeNull();
  });
});

describe('scheduledState and manualState', () => {
  it('follows the hours, and keeps a shop without hours open', () => {
    expect(scheduledState(HOURS, ist(`${MON}T10:00:00`))).toEqual({ isOpen: true, until: ist(`${MON}T13:00:00`) });
    expect(scheduledState(HOURS, ist(`${MON}T14:00:00`))).toEqual({ isOpen: false, until: ist(`${MON}T17:00:00`) });
    expect(scheduledState(null, ist(`${MON}T03:00:00`))).toEqual({ isOpen: true, until: null });
  });

  it('holds a close by hand until the next opening and an open by hand until the next closing', () => {
    expect(manualState(HOURS, false, ist(`${MON}T10:00:00`))).toEqual({ isOpen: false, until: ist(`${MON}T17:00:00`) });
    expect(manualState(HOURS, true, ist(`${MON}T14:00:00`))).toEqual({ isOpen: true, until: ist(`${MON}T22:00:00`) });
    expect(manualState(HOURS, true, ist(`${SUN}T12:00:00`))).toEqual({ isOpen: true, until: ist(`${NEXT_MON}T13:00:00`) });
    expect(manualState(null, false, ist(`${MON}T10:00:00`))).toEqual({ isOpen: false, until: null });
  });
});

describe('the card times', () => {
  it('names the next opening by time today and by day and time on another day', () => {
    expect(boundaryLabel(ist(`${MON}T17:00:00`), ist(`${MON}T14:00:00`), 'opening')).toBe('17:00');
    expect(boundaryLabel(ist(`${TUE}T09:00:00`), ist(`${MON}T22:00:00`), 'opening')).toBe('Tue 09:00');
    expect(boundaryLabel(ist(`${SUN}T02:00:00`), ist(`${SAT}T21:00:00`), 'closing')).toBe('02:00');
    expect(boundaryLabel(ist(`${NEXT_MON}T13:00:00`), ist(`${SUN}T12:00:00`), 'closing')).toBe('Mon 13:00');
  });

  it('reads the stored state while it holds and the hours once it has ended', () => {
    const until = ist(`${MON}T13:00:00`);
    expect(shopTimes({ hours: HOURS, isOpen: true, isOpenUntil: until }, ist(`${MON}T10:00:00`))).toEqual({ openingTime: '09:00', closingTime: '13:00' });
    // Closed by hand until 17:00.
    expect(shopTimes({ hours: HOURS, isOpen: false, isOpenUntil: ist(`${MON}T17:00:00`) }, ist(`${MON}T10:00:00`))).toEqual({ openingTime: '17:00', closingTime: null });
    // The boundary has passed and the job has not yet written the next state: the hours decide.
    expect(shopTimes({ hours: HOURS, isOpen: false, isOpenUntil: until }, ist(`${MON}T13:00:00`))).toEqual({ openingTime: '17:00', closingTime: null });
    expect(shopTimes({ hours: HOURS, isOpen: false, isOpenUntil: null }, ist(`${MON}T22:30:00`))).toEqual({ openingTime: 'Tue 09:00', closingTime: null });
    expect(shopTimes({ hours: null, isOpen: true, isOpenUntil: null }, ist(`${MON}T10:00:00`))).toEqual({ openingTime: null, closingTime: null });
  });
});

describe('weeklyHoursSchema', () => {
  const issues = (hours: unknown) => {
    const result = weeklyHoursSchema.safeParse(hours);
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };
  it('accepts the week above', () => expect(issues(HOURS)).toEqual([]));
  it.each([
    { why: 'a time without two-digit hours', hours: { ...HOURS, tue: [span('9:00', '22:00')] }, path: 'tue.0.opens', message: 'Enter a time as HH:MM, from 00:00 to 23:59' },
    { why: 'an hour past 23', hours: { ...HOURS, tue: [span('09:00', '24:00')] }, path: 'tue.0.closes', message: 'Enter a time as HH:MM, from 00:00 to 23:59' },
    { why: 'three spans', hours: { ...HOURS, tue: [span('06:00', '07:00'), span('08:00', '09:00'), span('10:00', '11:00')] }, path: 'tue', message: 'At most 2 spans a day' },
    { why: 'a span that opens as it closes', hours: { ...HOURS, tue: [span('09:00', '09:00')] }, path: 'tue.0.closes', message: 'Closing time must differ from opening time' },
    { why: 'spans of a day that overlap', hours: { ...HOURS, tue: [span('09:00', '14:00'), span('13:00', '18:00')] }, path: 'tue.1', message: 'Overlaps Tue 09:00–14:00' },
    { why: 'a late span overlapping the next day', hours: { ...HOURS, sun: [span('01:00', '05:00')] }, path: 'sun.0', message: 'Overlaps Sat 20:00–02:00' },
    { why: 'a missing day', hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] }, path: 'sun', message: 'Invalid input: expected array, received undefined' },
  ])('refuses $why', ({ hours, path, message }) => {
    expect(issues(hours)).toContainEqual({ path, message });
  });
});
