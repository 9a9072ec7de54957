import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../testing/test-utils';
import { groupByCategory } from './group-by-category';

const product = (name: string, categories: string[]) => makeProduct({ _id: crypto.randomUUID(), name, categories });

describe('groupByCategory', () => {
  it('puts products in sections by their first category, in the order the sections first appear', () => {
    const sections = groupByCategory([
      product('Dal Makhani', ['Main Course']),
      product('Paneer Tikka', ['Starters', 'North Indian']),
      product('Butter Naan', ['Main Course']),
      product('Lassi', [' ']),
    ]);
    expect(sections.map((s) => [s.name, s.products.map((p) => p.name)])).toEqual([
      ['Main Course', ['Dal Makhani', 'Butter Naan']],
      ['Starters', ['Paneer Tikka']],
      ['Others', ['Lassi']],
    ]);
  });
});
