import { describe, expect, it } from 'vitest';
import { clockLabel, scheduledForLabel } from './kolkata-clock';
import { openThroughout, releaseTime, scheduleSlots, type SlotShop, type WeeklyHours } from './shop-hours';

// 30 November 2026 is a Monday. Instants are written in Kolkata time (+05:30).
const ist = (local: string) => new Date(`${local}+05:30`);
const MON = '2026-11-30';
const TUE = '2026-12-01';
const SAT = '2026-12-05';
const SUN = '2026-12-06';

const span = (opens: string, closes: string) => ({ opens, closes });
const every = (spans: { opens: string; closes: string }[], overrides: Partial<WeeklyHours> = {}): WeeklyHours => ({
  mon: spans,
  tue: spans,
  wed: spans,
  thu: spans,
  fri: spans,
  sat: spans,
  sun: spans,
  ...overrides,
});
const shop = (hours: WeeklyHours | null, preparationMinutes = 20): SlotShop => ({ hours, preparationMinutes });
/** The slots as Kolkata "YYYY-MM-DDTHH:MM" strings, to compare with the table's words. */
const local = (slots: Date[]) => slots.map((at) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16));

describe('scheduleSlots', () => {
  it('offers the rest of today and all of tomorrow inside the hours, from now plus the preparation time', () => {
    const slots = local(scheduleSlots([shop(every([span('18:00', '20:00')]))], ist(`${MON}T17:50:00`)));
    // 18:00 starts 10 minutes from now, sooner than the 20 minutes the shop needs; 19:30–20:00 is the last whole slot.
    expect(slots).toEqual([`${MON}T18:30`, `${MON}T19:00`, `${MON}T19:30`, `${TUE}T18:00`, `${TUE}T18:30`, `${TUE}T19:00`, `${TUE}T19:30`]);
  });

  it('a shop closing in 20 minutes has nothing left today: only tomorrow', () => {
    const slots = local(scheduleSlots([shop(every([span('09:00', '22:00')]))], ist(`${MON}T21:40:00`)));
    expect(slots[0]).toBe(`${TUE}T09:00`);
    expect(slots.at(-1)).toBe(`${TUE}T21:30`);
    expect(slots).toHaveLength(26);
  });

  it('two shops: only the slots inside both shops’ hours', () => {
    const lunch = shop(every([span('11:00', '15:00')]));
    const late = shop(every([span('14:00', '23:00')]), 40);
    const slots = local(scheduleSlots([lunch, late], ist(`${MON}T13:00:00`)));
    expect(slots).toEqual([`${MON}T14:00`, `${MON}T14:30`, `${TUE}T14:00`, `${TUE}T14:30`]);
  });

  it('the longest preparation time of the cart’s shops decides the first slot', () => {
    const quick = shop(every([span('09:00', '22:00')]), 5);
    const slow = shop(every([span('09:00', '22:00')]), 60);
    expect(local(scheduleSlots([quick], ist(`${MON}T12:00:00`)))[0]).toBe(`${MON}T12:30`);
    expect(local(scheduleSlots([quick, slow], ist(`${MON}T12:00:00`)))[0]).toBe(`${MON}T13:00`);
  });

  it('around midnight: a span past midnight gives slots after 00:00, counted in the day they fall on', () => {
    const slots = local(scheduleSlots([shop(every([span('20:00', '01:00')]))], ist(`${MON}T23:50:00`)));
    // Now is Monday: today is Monday (nothing left after 00:10 today), tomorrow is Tuesday from 00:00 to 24:00.
    expect(slots).toEqual([`${TUE}T00:30`, `${TUE}T20:00`, `${TUE}T20:30`, `${TUE}T21:00`, `${TUE}T21:30`, `${TUE}T22:00`, `${TUE}T22:30`, `${TUE}T23:00`, `${TUE}T23:30`]);
  });

  it('closed today: tomorrow only', () => {
    const hours = every([span('10:00', '12:00')], { sat: [] });
    expect(local(scheduleSlots([shop(hours)], ist(`${SAT}T09:00:00`)))).toEqual([`${SUN}T10:00`, `${SUN}T10:30`, `${SUN}T11:00`, `${SUN}T11:30`]);
  });

  it('closed today and tomorrow: none; an empty cart: none', () => {
    const hours = every([span('10:00', '12:00')], { sat: [], sun: [] });
    expect(scheduleSlots([shop(hours)], ist(`${SAT}T09:00:00`))).toEqual([]);
    expect(scheduleSlots([], ist(`${SAT}T09:00:00`))).toEqual([]);
  });

  it('a shop without hours is open all day: every half hour from the lead time to tomorrow midnight', () => {
    const slots = local(scheduleSlots([shop(null)], ist(`${MON}T22:00:00`)));
    expect(slots[0]).toBe(`${MON}T22:30`);
    expect(slots.at(-1)).toBe(`${TUE}T23:30`);
    expect(slots).toHaveLength(3 + 48);
  });
});

describe('openThroughout', () => {
  const hours = every([span('09:00', '22:00')]);
  it('needs the whole slot inside the hours', () => {
    expect(openThroughout(hours, ist(`${MON}T21:30:00`), 30)).toBe(true);
    expect(openThroughout(hours, ist(`${MON}T21:45:00`), 30)).toBe(false);
    expect(openThroughout(hours, ist(`${MON}T08:45:00`), 30)).toBe(false);
    expect(openThroughout(null, ist(`${MON}T03:00:00`), 30)).toBe(true);
  });
});

describe('releaseTime and the labels', () => {
  it('releases the slot’s start less the longest preparation time', () => {
    expect(releaseTime(ist(`${MON}T19:30:00`), [{ preparationMinutes: 20 }, { preparationMinutes: 45 }])).toEqual(ist(`${MON}T18:45:00`));
    expect(releaseTime(ist(`${MON}T19:30:00`), [{ preparationMinutes: 5 }])).toEqual(ist(`${MON}T19:25:00`));
  });

  it('says the slot in 12-hour words, today or tomorrow', () => {
    expect(clockLabel(ist(`${MON}T19:30:00`))).toBe('7:30 pm');
    expect(clockLabel(ist(`${MON}T00:00:00`))).toBe('12:00 am');
    expect(clockLabel(ist(`${MON}T12:30:00`))).toBe('12:30 pm');
    expect(scheduledForLabel(ist(`${MON}T19:30:00`), ist(`${MON}T10:00:00`))).toBe('Scheduled for 7:30 pm');
    expect(scheduledForLabel(ist(`${TUE}T09:00:00`), ist(`${MON}T23:00:00`))).toBe('Scheduled for tomorrow 9:00 am');
  });
});
