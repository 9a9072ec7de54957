import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { freshDatabase } from '../../testing/test-app';
import { CLOSE_ENOUGH, closenessWords, correctableWords, wordsOf } from './search-words';

describe('search words', () => {
  it('splits text into lower-case runs of letters and digits', () => {
    expect(wordsOf('Pampers Baby Diapers (M), 200g!')).toEqual(['pampers', 'baby', 'diapers', 'm', '200g']);
    expect(wordsOf('  ')).toEqual([]);
  });

  it('corrects only distinct words of 2 to 64 letters', () => {
    expect(correctableWords('a dal DAL x makhani')).toEqual(['dal', 'makhani']);
    expect(correctableWords(`${'z'.repeat(65)} tea`)).toEqual(['tea']);
  });

  it('gives each query word with its synonyms, and words typed as one that the catalogue writes as two split', () => {
    expect(closenessWords('Aloo chai')).toEqual(['aloo potato', 'chai tea']);
    expect(correctableWords('Icecream tub')).toEqual(['ice', 'cream', 'tub']);
    expect(closenessWords('icecream')).toEqual(['ice', 'cream']);
  });
});

describe('how close a text comes to a query (nukkad_typo_closeness)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function closeness(query: string, target: string): Promise<number> {
    const words = closenessWords(query);
    const { rows } = (await database.db.execute(
      sql`select nukkad_typo_closeness(array[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[], ${target}, ${CLOSE_ENOUGH}) as c`,
    )) as unknown as { rows: { c: number }[] };
    return Number(rows[0]!.c);
  }

  it('counts two swapped letters as one edit', async () => {
    expect(await closeness('dipaers', 'diapers')).toBeCloseTo(6 / 7);
    expect(await closeness('pnaeer', 'paneer')).toBeCloseTo(5 / 6);
    expect(await closeness('panner', 'paneer')).toBeCloseTo(5 / 6);
    expect(await closeness('atta', 'aata')).toBeCloseTo(3 / 4);
    // Three edits: 'masala' and 'malai' are not swapped letters.
    expect(await closeness('masala', 'malai')).toBe(0.5);
  });

  it('scores a text as the closest word of it to each query word, averaged', async () => {
    expect(await closeness('masala chai', 'Masala Chai 01')).toBe(1);
    // "chai" is five edits from "masala" and "paneer", six from "butter".
    expect(await closeness('masala chai', 'Paneer Butter Masala')).toBeCloseTo((1 + 1 / 6) / 2);
    expect(await closeness('pnaeer dal', 'Kadai Paneer, Dal-Makhani (Full)')).toBeCloseTo((5 / 6 + 1) / 2);
    expect(await closeness('', 'Masala Chai')).toBe(0);
    expect(await closeness('masala', 'Malai Kulfi')).toBe(0.5);
    expect(await closeness('!!', 'Masala')).toBe(0);
  });

  it('counts a synonym or a singular as the word itself, and nothing else of it', async () => {
    expect(await closeness('aloo', 'Potato 1kg')).toBe(1);
    expect(await closeness('mangoes', 'Alphonso Mango 1kg')).toBe(1);
    // 'tea' is chai's synonym and closer to 'butter' than chai is (1/6 against 0), but only chai's own likeness counts.
    expect(await closeness('tea', 'Butter')).toBeGreaterThan(await closeness('chai', 'Butter'));
    expect(await closeness('chai', 'Butter')).toBe(0);
    expect(await closeness('icecream', 'Vanilla Ice Cream Tub 1L')).toBe(1);
  });
});
