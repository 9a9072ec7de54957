import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

describe('plural', () => {
  it('puts the count before the noun in the form English needs', () => {
    expect(plural(1, 'item')).toBe('1 item');
    expect(plural(3, 'item')).toBe('3 items');
    expect(plural(0, 'item')).toBe('0 items');
    expect(plural(10, 'payment')).toBe('10 payments');
    expect(plural(1, 'delivery boy')).toBe('1 delivery boy');
    expect(plural(2, 'delivery boy')).toBe('2 delivery boys');
  });

  it('takes the plural form when it is not the noun with an s', () => {
    expect(plural(1, 'item is', 'items are')).toBe('1 item is');
    expect(plural(4, 'item is', 'items are')).toBe('4 items are');
  });

  it('gives the word alone for texts that place the count elsewhere', () => {
    expect(pluralWord(1, 'result')).toBe('result');
    expect(pluralWord(2, 'result')).toBe('results');
  });
});
