// Where the rider is: when the rider app sends its position, how far the rider is from the drop point and when they
// arrive. Plain values and functions, shared by the API (the estimate it replies) and the apps (the send rule, the texts).
import { haversineKm } from '@nukkad/pricing';

/** The rider app sends a position no sooner than this after the last one… */
export const LOCATION_SEND_MIN_INTERVAL_MS = 10_000;
/** …and only once the rider moved at least this far, */
export const LOCATION_SEND_MIN_METRES = 50;
/** but at least this often, moved or not (so a rider waiting at a shop is not shown as lost). */
export const LOCATION_SEND_MAX_INTERVAL_MS = 60_000;
/** A position older than this is shown with its age ("last updated 3 min ago"). */
export const POSITION_STALE_MS = 120_000;
/** The rider's average speed when the API is not told another (RIDER_SPEED_KMH). */
export const DEFAULT_RIDER_SPEED_KMH = 15;

/** A position in degrees, stamped with when it was taken (ms since the epoch). */
export type TimedPoint = { lat: number; lng: number; at: number };

/**
 * The send rule: send the first position; after that, send when at least 10 s have passed and the rider moved at least
 * 50 m, or when a minute has passed whatever the distance.
 */
export function shouldSendPosition(lastSent: TimedPoint | null, next: TimedPoint): boolean {
  if (!lastSent) return true;
  const elapsed = next.at - lastSent.at;
  if (elapsed >= LOCATION_SEND_MAX_INTERVAL_MS) return true;
  if (elapsed < LOCATION_SEND_MIN_INTERVAL_MS) return false;
  return haversineKm(lastSent, next) * 1000 >= LOCATION_SEND_MIN_METRES;
}

/** Minutes to cover `distanceKm` at `speedKmh`, rounded up to the whole minute (0 only when already there). */
export function arrivalMinutes(distanceKm: number, speedKmh: number): number {
  if (!(speedKmh > 0)) throw new RangeError('speedKmh must be above 0');
  // Rounded to a thousandth of a minute first, so 2.5 km at 15 km/h is 10 min and not 11 by a float's last digit.
  return Math.ceil(Math.round((distanceKm / speedKmh) * 60 * 1000) / 1000);
}

/** The rider's distance from the drop point and the minutes to get there, at `speedKmh`. */
export function riderEstimate(rider: { lat: number; lng: number }, drop: { lat: number; lng: number }, speedKmh: number) {
  const distanceKm = haversineKm(rider, drop);
  return { distanceKm, arrivalMinutes: arrivalMinutes(distanceKm, speedKmh) };
}

/** "about 12 min"; "arriving now" at the door. */
export function arrivalText(minutes: number): string {
  return minutes <= 0 ? 'arriving now' : `about ${minutes} min`;
}

/** "350 m away" under a kilometre (to 10 m), else "2.4 km away" (to 100 m). */
export function distanceText(distanceKm: number): string {
  if (distanceKm < 1) return `${Math.round(distanceKm * 100) * 10} m away`;
  return `${(Math.round(distanceKm * 10) / 10).toFixed(1)} km away`;
}

/** "last updated 3 min ago" once a position is older than two minutes; null while it is fresh. */
export function lastUpdatedText(recordedAt: string, now: number): string | null {
  const age = now - Date.parse(recordedAt);
  if (!(age > POSITION_STALE_MS)) return null;
  return `last updated ${Math.floor(age / 60_000)} min ago`;
}
