import { daily } from './catalogue-data';
import type { ShopDef } from './catalogue-data';
import { kolkataTime, manualState, scheduledState, type WeeklyHours } from '@nukkad/contracts';

const MINUTE = 60_000;
const roundUp = (at: Date, minutes: number) => new Date(Math.ceil(at.getTime() / (minutes * MINUTE)) * minutes * MINUTE);
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** How long every demo shop but the two on a demo clock stays open after loading: longer than a run of the browser tests. */
const HELD_OPEN_MINUTES = 120;

/**
 * A demo shop's hours and open state at `now`: a 'closed-now' shop opens in 1½–2 hours for 5½ hours, a 'closing-soon'
 * shop closes in 45–60 minutes after 10 hours open. Any other shop closed by its hours at load time, or closing by
 * them within two hours, is opened by hand until its next closing after those two hours, so the demo starts with the
 * rest open, and only the one shop closes soon, whatever the hour it is loaded at.
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
  const holds = scheduled.isOpen && (scheduled.until === null || scheduled.until.getTime() - now.getTime() >= HELD_OPEN_MINUTES * MINUTE);
  const state = holds || def.demoClock ? scheduled : manualState(hours, true, later(now, HELD_OPEN_MINUTES));
  return { hours, isOpen: state.isOpen, isOpenUntil: state.until };
}
