import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3, 4]],
    [3, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [7, 8, 9, 10]],
    [10, 10, [8, 9, 10]],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
  ])('page %i of %i → %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });

  it('uses the radius it is given', () => {
    expect(pageWindow(5, 10, 1)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 0)).toEqual([5]);
  });

  it('clamps a page outside 1..totalPages', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(42, 10)).toEqual([8, 9, 10]);
  });

  it('is empty when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });
});
