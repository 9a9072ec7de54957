import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { makeProduct } from '../../../testing/test-utils';
import { groupBySubCategory } from './group-by-sub-category';

afterEach(cleanup);

const product = (id: string, categories: string[]) => makeProduct({ _id: id, name: `Product ${id}`, categories });

describe('groupBySubCategory', () => {
  it("groups by the second category, with 'Others' for products that have none", () => {
    const groups = groupBySubCategory([
      product('a', ['Dairy & Eggs', 'Milk']),
      product('b', ['Dairy & Eggs']),
      product('c', ['Dairy & Eggs', 'Paneer & Tofu']),
      product('d', ['Dairy & Eggs', 'Milk']),
      product('e', ['Dairy & Eggs', '   ']),
      product('f', []),
    ]);

    expect(groups.map((g) => [g.name, g.products.map((p) => p._id)])).toEqual([
      ['Milk', ['a', 'd']],
      ['Others', ['b', 'e', 'f']],
      ['Paneer & Tofu', ['c']],
    ]);
  });

  it('uses the second category only, never the first or the third', () => {
    const groups = groupBySubCategory([product('a', ['Snacks & Namkeens', 'Chips', 'Party packs'])]);
    expect(groups.map((g) => g.name)).toEqual(['Chips']);
  });

  it('gives no groups for no products', () => {
    expect(groupBySubCategory([])).toEqual([]);
  });
});
