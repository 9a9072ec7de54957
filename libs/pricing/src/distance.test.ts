import { describe, it, expect } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm } from './distance';

// Expected values worked out by hand: an arc of θ radians on a 6371 km sphere is 6371 × θ km.
//   1°   = 6371 × π / 180 = 111.194926644… km
//   90°  = 6371 × π / 2   = 10007.543398… km
//   180° = 6371 × π       = 20015.086796… km
describe('haversineKm', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('is 0 for the same point', () => {
    expect(haversineKm({ lat: 28.61, lng: 77.23 }, { lat: 28.61, lng: 77.23 })).toBe(0);
  });

  it.each([
    ['1° of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.194927],
    ['1° of latitude away from the equator', { lat: 28, lng: 77 }, { lat: 29, lng: 77 }, 111.194927],
    ['1° of longitude on the equator', { lat: 0, lng: 77 }, { lat: 0, lng: 78 }, 111.194927],
    ['equator to pole', { lat: 0, lng: 0 }, { lat: 90, lng: 0 }, 10007.543398],
    ['quarter of the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 90 }, 10007.543398],
    ['antipodal points', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20015.086796],
  ])('%s', (_name, from, to, expectedKm) => {
    expect(haversineKm(from, to)).toBeCloseTo(expectedKm, 5);
  });

  it('is symmetric', () => {
    const a = { lat: 28.61, lng: 77.23 };
    const b = { lat: 28.7, lng: 77.1 };
    expect(haversineKm(a, b)).toBe(haversineKm(b, a));
  });

  it('1° of longitude at 60° latitude is about half of one at the equator', () => {
    // cos 60° = 0.5 → 2 × 6371 × asin(0.5 × sin 0.5°) ≈ 55.597 km (the parallel itself is 55.5975 km).
    expect(haversineKm({ lat: 60, lng: 0 }, { lat: 60, lng: 1 })).toBeCloseTo(55.597, 3);
  });

  it('rejects non-finite coordinates', () => {
    expect(() => haversineKm({ lat: Number.NaN, lng: 0 }, { lat: 0, lng: 0 })).toThrow(RangeError);
    expect(() => haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: Infinity })).toThrow(RangeError);
  });
});
