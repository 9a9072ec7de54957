import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShop } from '../testing/fixtures';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { rowFromJson } from './json-row';
import { shops } from './schema';

describe('rowFromJson', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reads a row handed back by to_jsonb exactly as a select reads it: dates, numbers, arrays and nulls', async () => {
    const shop = await makeShop(t.database.db, {
      name: 'Json Row Dhaba',
      category: 'Restaurant',
      productCategories: ['North Indian', 'Chinese'],
      discountPercent: 10,
      discountEndsAt: new Date('2026-12-01T10:30:00.123Z'),
    });
    const [selected] = await t.database.db.select().from(shops).where(eq(shops.id, shop.id));
    const { rows } = (await t.database.db.execute(sql`select to_jsonb(s) as row from ${shops} s where s.id = ${shop.id}`)) as {
      rows: { row: Record<string, unknown> }[];
    };
    const read = rowFromJson(shops, rows[0]!.row);
    expect(read).toEqual(selected);
    expect(read.discountEndsAt).toEqual(new Date('2026-12-01T10:30:00.123Z'));
    expect(read.createdAt).toBeInstanceOf(Date);
    expect(read.productCategories).toEqual(['North Indian', 'Chinese']);
  });
});
