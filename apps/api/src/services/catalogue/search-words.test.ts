import { describe, expect, it } from 'vitest';
import { closenessTo, correctableWords, wordCloseness, wordDistance, wordsOf } from './search-words';

describe('search words', () => {
  it('splits text into lower-case runs of letters and digits', () => {
    expect(wordsOf('Pampers Baby Diapers (M), 200g!')).toEqual(['pampers', 'baby', 'diapers', 'm', '200g']);
    expect(wordsOf('  ')).toEqual([]);
  });

  it('corrects only distinct words of 2 to 64 letters', () => {
    expect(correctableWords('a dal DAL x makhani')).toEqual(['dal', 'makhani']);
    expect(correctableWords(`${'z'.repeat(65)} tea`)).toEqual(['tea']);
  });

  it('counts two swapped letters as one edit', () => {
    expect(wordDistance('dipaers', 'diapers')).toBe(1);
    expect(wordDistance('pnaeer', 'paneer')).toBe(1);
    expect(wordDistance('panner', 'paneer')).toBe(1);
    expect(wordDistance('aata', 'atta')).toBe(1);
    expect(wordDistance('masala', 'malai')).toBe(3);
    expect(wordCloseness('panner', 'paneer')).toBeCloseTo(5 / 6);
  });

  // The same figures as nukkad_typo_closeness gives in SQL for these texts.
  it('scores a text as the closest word of it to each query word, averaged', () => {
    const close = closenessTo('masala chai');
    expect(close('Masala Chai 01')).toBe(1);
    // "chai" is five edits from "masala" and "paneer", six from "butter".
    expect(close('Paneer Butter Masala')).toBeCloseTo((1 + 1 / 6) / 2);
    expect(closenessTo('pnaeer dal')('Kadai Paneer, Dal-Makhani (Full)')).toBeCloseTo((5 / 6 + 1) / 2);
    expect(close('')).toBe(0);
    expect(closenessTo('masala')('Malai Kulfi')).toBe(0.5);
    expect(closenessTo('!!')('Masala')).toBe(0);
  });
});
