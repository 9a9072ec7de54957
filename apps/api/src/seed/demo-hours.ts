import { daily } from './catalogue-data';
import type { ShopDef } from './catalogue-data';
import { kolkataTime, manualState, scheduledState, type WeeklyHours } from '@nukkad/contracts';

const MINUTE = 60_000;
const roundUp = (at: Date, minutes: number) => new Date(Math.ceil(at.getTime() / (minutes * MINUTE)) * minutes * MINUTE);
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/**
 * A demo shop's hours and open state at `now`: a 'closed-now' shop opens in 1½–2 hours for 5½ hours, a 'closing-soon'
 * shop closes in 45–60 minutes after 10 hours open; any other shop closed by its hours at load time is opened by
 * hand (until its next closing), so the demo starts with the rest open.
 */
export function demoShopHours(def: Pick<ShopDef, 'hours' | 'demoClock'>, now: Date): { hours: WeeklyHours | null; isOpen: boolean; isOpenUntil: Date | null } {
  let hours = def.hours;
  if (def.demoClock === 'closed-now') {
    const opens = roundUp(later(now, 90), 30);
    hours = daily(kolkataTime(opens), kolkataTime(later(opens, 330)));
  } else if (def.demoClock === 'closing-soon') {
    const closes = roundUp(later(now, 45), 15);
    hours = daily(kolkataTime(later(closes, -600)), kolkataTime(closes));
  }
  const scheduled = scheduledState(hours, now);
  const state = scheduled.isOpen || def.demoClock ? scheduled : manualState(hours, true, now);
  return { hours, isOpen: state.isOpen, isOpenUntil: state.until };
}
