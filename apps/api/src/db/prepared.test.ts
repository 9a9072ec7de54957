import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShop } from '../testing/fixtures';
import { buildTestApp, type TestApp } from '../testing/test-app';
import type { Db } from './client';
import { preparedIn, preparedSql } from './prepared';
import { shops } from './schema';

/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('preparedIn', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let builds = 0;
  const shopNamed = (db: Db, name: string) =>
    preparedIn(db, 'test_shop_named', (on) => {
      builds++;
      return on.select({ id: shops.id }).from(shops).where(eq(shops.name, sql.placeholder('name'))).prepare('test_shop_named');
    }).execute({ name });

  it('prepares a statement written as SQL, its placeholders given at execute, and hands back its rows by column name', async () => {
    const shop = await makeShop(t.database.db, { name: 'Prepared Sql Dhaba', category: 'Restaurant' });
    const byName = (db: Db, name: string) =>
      preparedSql(db, 'test_shop_named_sql', () => sql`select id, name as "shopName" from ${shops} where name = ${sql.placeholder('name')}`).execute({ name });
    expect((await byName(t.database.db, 'Prepared Sql Dhaba')).rows).toEqual([{ id: shop.id, shopName: 'Prepared Sql Dhaba' }]);
    // Inside a transaction, on its connection: what it wrote and has not committed.
    const inside = await t.database.db.transaction(async (tx) => {
      const other = await makeShop(tx, { name: 'Prepared Sql Kitchen', category: 'Restaurant' });
      return { other, rows: (await byName(tx, 'Prepared Sql Kitchen')).rows };
    });
    expect(inside.rows).toEqual([{ id: inside.other.id, shopName: 'Prepared Sql Kitchen' }]);
  });

  it('builds a statement once and runs it on the connection of whichever transaction it is given', async () => {
    // On PostgreSQL the first transaction builds the statement and stays open while a second runs it: the second finds
    // its own uncommitted shop, which no other connection can see. PGlite has one connection: its transactions take turns.
    const concurrent = t.database.kind === 'postgres';
    const firstHolds = deferred();
    const firstRan = deferred();
    const first = t.database.db.transaction(async (tx) => {
      const before = await shopNamed(tx, 'Prepared Dhaba');
      firstRan.resolve();
      if (concurrent) await firstHolds.promise;
      return before;
    });
    await firstRan.promise;
    const second = await t.database.db
      .transaction(async (tx) => {
        const shop = await makeShop(tx, { name: 'Prepared Dhaba', category: 'Restaurant' });
        return { shop, found: await shopNamed(tx, 'Prepared Dhaba') };
      })
      .finally(() => firstHolds.resolve());
    expect(await first).toEqual([]);
    expect(second.found).toEqual([{ id: second.shop.id }]);
    expect(await shopNamed(t.database.db, 'Prepared Dhaba')).toEqual([{ id: second.shop.id }]);
    expect(builds).toBe(1);
  });
});
