import { describe, expect, it } from 'vitest';
import { CHART_DAY_LABELS, dayTickInterval } from './chart-style';

/** Labels the x axis shows when every (interval + 1)th of `days` is labelled, starting with the first. */
const labelsShown = (days: number) => Math.ceil(days / (dayTickInterval(days) + 1));

describe('dayTickInterval', () => {
  it('labels every eighth day of the 30-day charts: 4 labels', () => {
    expect(dayTickInterval(30)).toBe(7);
    expect(labelsShown(30)).toBe(4);
  });

  it('labels every day of a short range', () => {
    expect(dayTickInterval(1)).toBe(0);
    expect(dayTickInterval(4)).toBe(0);
  });

  it('never shows more labels than fit a phone, and never fewer than three once there are three days, up to a year', () => {
    for (let days = 1; days <= 366; days += 1) {
      expect(labelsShown(days)).toBeLessThanOrEqual(CHART_DAY_LABELS);
      expect(labelsShown(days)).toBeGreaterThanOrEqual(Math.min(days, CHART_DAY_LABELS - 1));
    }
  });
});
