import { describe, expect, it } from 'vitest';
import { arrivalMinutes, arrivalText, distanceText, lastUpdatedText, riderEstimate, shouldSendPosition } from './rider-location';

// By hand: on a 6371 km sphere one degree of latitude is 6371 × π / 180 = 111.19493 km, so 0.001° north is 111.19 m
// and 0.0004° north is 44.48 m; 0.01° north is 1.1119 km.
const START = { lat: 28.6, lng: 77.2, at: 1_000_000 };
const north = (degrees: number, afterMs: number) => ({ lat: START.lat + degrees, lng: START.lng, at: START.at + afterMs });

describe('shouldSendPosition (the rider app sends when…)', () => {
  it('sends the first position at once', () => {
    expect(shouldSendPosition(null, START)).toBe(true);
  });

  it('holds a position 111 m away that comes before 10 s have passed', () => {
    expect(shouldSendPosition(START, north(0.001, 9_999))).toBe(false);
  });

  it('sends a position 111 m away once 10 s have passed', () => {
    expect(shouldSendPosition(START, north(0.001, 10_000))).toBe(true);
  });

  it('holds a position only 44 m away after 30 s, and sends one 55.6 m away (0.0005°) at the same time', () => {
    expect(shouldSendPosition(START, north(0.0004, 30_000))).toBe(false);
    expect(shouldSendPosition(START, north(0.0005, 30_000))).toBe(true);
  });

  it('sends an unmoved position once a minute has passed, not a millisecond before', () => {
    expect(shouldSendPosition(START, north(0, 59_999))).toBe(false);
    expect(shouldSendPosition(START, north(0, 60_000))).toBe(true);
  });
});

describe('arrivalMinutes and riderEstimate (distance ÷ speed, rounded up to the minute)', () => {
  it('3 km at 15 km/h is 12 min; 2.5 km is 10 min exactly; 2.51 km is 10.04 min, so 11', () => {
    expect(arrivalMinutes(3, 15)).toBe(12);
    expect(arrivalMinutes(2.5, 15)).toBe(10);
    expect(arrivalMinutes(2.51, 15)).toBe(11);
  });

  it('a few metres is still a minute; no distance is none', () => {
    expect(arrivalMinutes(0.01, 15)).toBe(1);
    expect(arrivalMinutes(0, 15)).toBe(0);
  });

  it('follows the configured speed: 3 km at 30 km/h is 6 min', () => {
    expect(arrivalMinutes(3, 30)).toBe(6);
  });

  it('refuses a speed of zero', () => {
    expect(() => arrivalMinutes(1, 0)).toThrow(RangeError);
  });

  it('0.01° of latitude is 1.1119 km: 4.45 min at 15 km/h, so 5', () => {
    const estimate = riderEstimate({ lat: 28.6, lng: 77.2 }, { lat: 28.61, lng: 77.2 }, 15);
    expect(estimate.distanceKm).toBeCloseTo(1.11195, 4);
    expect(estimate.arrivalMinutes).toBe(5);
  });
});

describe('the texts', () => {
  it('says the estimate as "about N min"', () => {
    expect(arrivalText(12)).toBe('about 12 min');
    expect(arrivalText(0)).toBe('arriving now');
  });

  it('says the distance in metres under a kilometre, else in km to one decimal', () => {
    expect(distanceText(0.3449)).toBe('340 m away');
    expect(distanceText(1.11195)).toBe('1.1 km away');
    expect(distanceText(2.96)).toBe('3.0 km away');
  });

  it('says the age of a position only once it is older than two minutes', () => {
    const at = '2026-11-27T10:00:00.000Z';
    const t = Date.parse(at);
    expect(lastUpdatedText(at, t + 120_000)).toBeNull();
    expect(lastUpdatedText(at, t + 120_001)).toBe('last updated 2 min ago');
    expect(lastUpdatedText(at, t + 3 * 60_000 + 59_000)).toBe('last updated 3 min ago');
  });
});
