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

describe('synonyms and joined words', () => {
  it('counts a synonym or a singular as the word itself, and nothing else of it', () => {
    expect(closenessTo('aloo')('Potato 1kg')).toBe(1);
    expect(closenessTo('mangoes')('Alphonso Mango 1kg')).toBe(1);
    // 'tea' is chai's synonym; its likeness to 'butter' must not raise chai's score there.
    expect(wordCloseness('tea', 'butter')).toBeGreaterThan(wordCloseness('chai', 'butter'));
    expect(closenessTo('chai')('Butter')).toBe(wordCloseness('chai', 'butter'));
  });

  it('splits words typed as one that the catalogue writes as two', () => {
    expect(correctableWords('Icecream tub')).toEqual(['ice', 'cream', 'tub']);
    expect(closenessTo('icecream')('Vanilla Ice Cream Tub 1L')).toBe(1);
  });
});
