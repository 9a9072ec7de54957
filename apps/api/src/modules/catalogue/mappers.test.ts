import { describe, expect, it } from 'vitest';
import { toShopRating } from './mappers';

describe('toShopRating', () => {
  it('is null below three ratings', () => {
    expect(toShopRating(0, 0)).toBeNull();
    expect(toShopRating(10, 2)).toBeNull();
  });

  it.each([
    // total, count, average to one decimal (half up)
    [15, 3, 5],
    [3, 3, 1],
    [13, 3, 4.3],
    [14, 3, 4.7],
    [15, 4, 3.8],
    [17, 4, 4.3],
    [81, 20, 4.1],
    [89, 20, 4.5],
    [9_999, 2_222, 4.5],
  ])('averages %i over %i ratings as %d', (total, count, average) => {
    expect(toShopRating(total, count)).toEqual({ average, count });
  });
});
