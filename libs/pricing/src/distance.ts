// Great-circle distance (haversine). The distance is a float in kilometres; it is not money.

export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

function assertCoordinate(point: LatLng, name: string): void {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) {
    throw new RangeError(`${name} must have finite lat and lng`);
  }
}

/** Haversine distance in km between two points given in degrees, on a sphere of radius 6371 km. */
export function haversineKm(from: LatLng, to: LatLng): number {
  assertCoordinate(from, 'from');
  assertCoordinate(to, 'to');
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // Clamp: rounding can push `a` a hair above 1 for antipodal points.
  const c = 2 * Math.atan2(Math.sqrt(Math.min(1, a)), Math.sqrt(Math.max(0, 1 - a)));
  return EARTH_RADIUS_KM * c;
}
