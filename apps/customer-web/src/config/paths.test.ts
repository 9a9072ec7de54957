import { describe, expect, it } from 'vitest';
import { paths } from './paths';

const pageOf = (search: string) => paths.recentOrders.pageFromSearch(new URLSearchParams(search));

describe('paths read back from a matched URL', () => {
  it('takes only a whole page number ≥ 1 from the orders URL', () => {
    expect(pageOf('page=3')).toBe(3);
    expect(pageOf('')).toBe(1);
    expect(pageOf('page=0')).toBe(1);
    expect(pageOf('page=-2')).toBe(1);
    expect(pageOf('page=2.5')).toBe(1);
    expect(pageOf('page=abc')).toBe(1);
  });

  it('searches for the text of the URL trimmed and lower-cased, as a link to it is written', () => {
    expect(paths.search.fromParams({ query: '  Paneer ' })).toBe('paneer');
    expect(paths.search.fromParams({})).toBe('');
  });

  it('gives an empty id when the URL has none', () => {
    expect(paths.shop.fromParams({ shopId: 'abc' })).toBe('abc');
    expect(paths.shop.fromParams({})).toBe('');
    expect(paths.order.fromParams({})).toBe('');
    expect(paths.groceryCategory.fromParams({ category: 'Dairy' })).toBe('Dairy');
  });
});
