import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { products, shops } from '../../db/schema';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { freshDatabase } from '../../testing/test-app';
import { GROCERY_CATEGORIES } from '@nukkad/contracts';
import {
  getGroceryProducts,
  getPopularProducts,
  getPopularShops,
  getRestaurants,
  getShopAndProducts,
  searchProducts,
} from './catalogue';
import { CatalogueIndex, compareText, float4AsPrinted, parseTsvector, rankItems, tsRank } from './catalogue-index';
import { correctableWords } from './search-words';

const QUERIES = [
  'dal', 'panner', 'paneer', 'pnaeer', 'leafy greens', 'fresh basket', 'masala', 'masala chai', 'masala junction', 'dipaers',
  'paracetamol', 'apollo pharmacy', 'chai', 'kesar chai', 'butter chicken', 'dal-makhani full', 'milk 1l', 'punjabi dhaba', 'xyzzy',
  'egg', 'sleepy', 'pain', 'paneer butter masala', 'corner', 'half', 'tofu', 'chia', 'greens spinach', 'amul paneer 200g', 'kulfi',
  // Synonyms whose products overlap ('Whole Wheat Atta' is under both words): each product offered once, in order.
  'aata', 'wheat atta',
];

describe('the in-process search index', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    const db = database.db;
    const dhaba = await makeShop(db, { name: 'Punjabi Dhaba', category: 'Restaurant' });
    const junction = await makeShop(db, { name: 'Masala Junction', category: 'Restaurant' });
    const grocer = await makeShop(db, { name: 'Fresh Basket', category: 'Grocery' });
    const corner = await makeShop(db, { name: 'Kirana Corner', category: 'Grocery' });
    const chemist = await makeShop(db, { name: 'Apollo Pharmacy', category: 'Pharmacy' });
    const cafe = await makeShop(db, { name: 'Sleepy Cafe', category: 'Restaurant', isOpen: false });
    const stall = await makeShop(db, { name: 'Chai Point', category: 'Restaurant' });
    await makeProducts(db, dhaba, [
      { name: 'Paneer Butter Masala', pricePaise: 24_900, basePricePaise: 29_900, categories: ['North Indian'], orderedCount: 50 },
      { name: 'Kadai Paneer, Dal-Makhani (Full)', pricePaise: 22_900, categories: ['North Indian', 'Combos'], orderedCount: 5 },
      { name: 'Dal Makhani', pricePaise: 19_950, categories: ['North Indian'], orderedCount: 10 },
      { name: 'Butter Chicken', pricePaise: 32_000, categories: ['North Indian'], dietType: 'Non-Vegetarian', inStock: false },
      { name: 'Paneer Paneer Tikka Paneer', pricePaise: 26_000, categories: ['Tandoor', 'Paneer'], orderedCount: 7 },
    ]);
    await makeProducts(db, junction, [
      { name: 'Masala Dosa', pricePaise: 12_900, categories: ['South Indian'], orderedCount: 3 },
      { name: 'Malai Kulfi', pricePaise: 6_900, categories: ['Desserts'], orderedCount: 2 },
    ]);
    await makeProducts(db, grocer, [
      { name: 'Fresh Paneer 200g', pricePaise: 9_000, categories: ['Dairy & Eggs', 'Paneer & Tofu'] },
      { name: 'Toned Milk 1L', pricePaise: 6_600, categories: ['Dairy & Eggs', 'Milk'] },
      { name: 'Spinach Bunch', pricePaise: 3_000, categories: ['Vegetables', 'Leafy Greens'] },
      { name: 'Whole Wheat Atta 5kg', pricePaise: 26_000, categories: ['Atta & Dal'], orderedCount: 9 },
      { name: 'Chakki Atta 10kg', pricePaise: 48_000, categories: ['Atta & Dal'], orderedCount: 4 },
      { name: 'Wheat Dalia 500g', pricePaise: 5_500, categories: ['Breakfast'], orderedCount: 6 },
    ]);
    await makeProducts(db, corner, [
      { name: 'Pampers Baby Diapers (M)', pricePaise: 69_900, categories: ['Baby Care', 'Diapers'] },
      { name: 'Amul Fresh Paneer 200g', pricePaise: 9_000, categories: ['Dairy & Eggs'], orderedCount: 12 },
      ...Array.from({ length: 30 }, (_, i) => ({
        name: `Masala Chai ${String(i).padStart(2, '0')}`,
        pricePaise: 2_000 + i,
        categories: i % 2 ? ['Tea', 'Beverages'] : ['Masala', 'Chai Masala'],
        orderedCount: (i * 7) % 11,
        inStock: i % 5 !== 0,
      })),
    ]);
    await makeProducts(db, chemist, [
      { name: 'Paracetamol 500mg (15 tablets)', pricePaise: 3_000, categories: ['Fever & Pain'], orderedCount: 900 },
      { name: 'Volini Pain Relief Spray', pricePaise: 21_000, categories: ['Fever & Pain'] },
    ]);
    await makeProducts(db, cafe, [{ name: 'Egg Sandwich', pricePaise: 9_000, dietType: 'Egg' }]);
    await makeProducts(db, stall, [
      { name: 'Kesar Chai', pricePaise: 3_000, orderedCount: 1 },
      { name: 'Ginger Chai', pricePaise: 2_500, orderedCount: 5 },
    ]);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('ranks every product for a query exactly as ts_rank does, as the database prints it', async () => {
    const rows = (
      (await database.db.execute(sql`select p.search_vector::text as vector, q.query,
          json_build_array(ts_rank(p.search_vector, to_tsquery('simple', q.query))) as rank
        from products p, (values
          ('(''paneer'')'),
          ('(''masala'') & (''chai'')'),
          ('(''paneer'' | ''panner'') & (''makhani'' | ''dal'')'),
          ('(''chai'' | ''masala'')'),
          ('(''paneer'') & (''paneer'')')
        ) as q(query)`)) as unknown as { rows: { vector: string; query: string; rank: [number] }[] }
    ).rows;
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const groups = row.query.split(' & ').map((g) => [...g.matchAll(/'([^']+)'/g)].map((m) => m[1]!));
      const mine = float4AsPrinted(tsRank(parseTsvector(row.vector), rankItems(groups), groups.length > 1));
      expect({ vector: row.vector, query: row.query, rank: mine }).toEqual({ vector: row.vector, query: row.query, rank: row.rank[0] });
    }
  });

  it('answers every search, page and scope exactly as the SQL path does', async () => {
    const index = new CatalogueIndex();
    await index.load(database.db);
    let compared = 0;
    for (const medicinesEnabled of [false, true]) {
      for (const query of QUERIES) {
        for (const page of [1, 2]) {
          const fromSql = await searchProducts(database.db, { medicinesEnabled }, { query, page });
          const fromIndex = await searchProducts(database.db, { medicinesEnabled }, { query, page }, index);
          expect({ query, medicinesEnabled, ...fromIndex }).toEqual({ query, medicinesEnabled, ...fromSql });
          compared += fromSql.products.length;
        }
      }
    }
    // The comparison covers real answers, not only empty ones.
    expect(compared).toBeGreaterThan(100);
    expect((await searchProducts(database.db, { medicinesEnabled: false }, { query: 'panner', page: 1 }, index)).products.map((p) => p.name)).toContain(
      'Fresh Paneer 200g',
    );
  });

  it('keeps the cards it made when a reload finds nothing changed', async () => {
    const db = database.db;
    const index = new CatalogueIndex();
    await index.load(db);
    const scope = { medicinesEnabled: false };
    const before = await getPopularProducts(db, scope, index);
    const searched = (await searchProducts(db, scope, { query: 'paneer', page: 1 }, index)).products;
    await index.load(db);
    const after = await getPopularProducts(db, scope, index);
    expect(after.length).toBeGreaterThan(10);
    // The same frozen objects, so the reply writer's memory of each card's JSON still holds.
    after.forEach((card, i) => expect(card).toBe(before[i]));
    (await searchProducts(db, scope, { query: 'paneer', page: 1 }, index)).products.forEach((card, i) => expect(card).toBe(searched[i]));
  });

  it('answers the home lists, restaurants, shop pages and grocery categories exactly as the SQL path does', async () => {
    const db = database.db;
    const index = new CatalogueIndex();
    await index.load(db);
    /** The answer, or the error's code: both paths must fail alike too. */
    const outcome = async (read: () => Promise<unknown>) => read().catch((err: { code?: string }) => ({ failed: err.code }));
    const same = async (what: string, read: (from?: CatalogueIndex) => Promise<unknown>) => {
      const fromSql = await outcome(() => read());
      expect({ what, answer: await outcome(() => read(index)) }).toEqual({ what, answer: fromSql });
      return fromSql;
    };
    for (const medicinesEnabled of [false, true]) {
      const scope = { medicinesEnabled };
      const popular = (await same(`popular shops ${medicinesEnabled}`, (i) => getPopularShops(db, scope, i))) as unknown[];
      expect(popular.length).toBeGreaterThan(3);
      const featured = (await same(`popular products ${medicinesEnabled}`, (i) => getPopularProducts(db, scope, i))) as unknown[];
      expect(featured.length).toBeGreaterThan(10);
      for (const shop of await db.select({ id: shops.id }).from(shops)) {
        for (const page of [1, 2]) await same(`shop ${shop.id} ${page} ${medicinesEnabled}`, (i) => getShopAndProducts(db, scope, { shopId: shop.id, page }, i));
      }
      await same('unknown shop', (i) => getShopAndProducts(db, scope, { shopId: '00000000-0000-4000-8000-000000000000', page: 1 }, i));
    }
    for (const search of ['', 'chai', 'DHABA', 'a', 'xyz', '%']) {
      for (const page of [1, 2]) await same(`restaurants ${search} ${page}`, (i) => getRestaurants(db, { page, search }, i));
    }
    let cards = 0;
    for (const category of [...GROCERY_CATEGORIES, 'dairy & eggs', 'Nonsense']) {
      for (const page of [1, 2]) {
        const answer = (await same(`grocery ${category} ${page}`, (i) => getGroceryProducts(db, { category, page }, i))) as { products?: unknown[] };
        cards += answer.products?.length ?? 0;
      }
    }
    expect(cards).toBeGreaterThan(5);
  });

  it('orders text by code point, as the C.UTF-8 collation does', () => {
    const words = ['b', 'B', 'a', 'ab', '', 'é', '\uffff', '😀', 'Z', 'a b'];
    const byCodePoint = [...words].sort((x, y) => {
      const a = [...x].map((c) => c.codePointAt(0)!);
      const b = [...y].map((c) => c.codePointAt(0)!);
      for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
      return a.length - b.length;
    });
    expect([...words].sort(compareText)).toEqual(byCodePoint);
    expect(byCodePoint.indexOf('😀')).toBeGreaterThan(byCodePoint.indexOf('\uffff'));
  });

  it('corrects typos, swapped letters and shop-name words against the vocabulary', async () => {
    const index = new CatalogueIndex();
    await index.load(database.db);
    const reach = (q: string) => index.correct(correctableWords(q)).map((c) => c.words);
    expect(reach('panner')[0]).toEqual(expect.arrayContaining(['panner', 'paneer']));
    expect(reach('dipaers')[0]).toEqual(expect.arrayContaining(['diapers']));
    expect(reach('junctoin')[0]).toEqual(expect.arrayContaining(['junction']));
    expect(reach('xyzzy')).toEqual([['xyzzy']]);
  });

  it('reads changed, added and removed products and shops again, as the next SQL answer would give them', async () => {
    const db = database.db;
    const index = new CatalogueIndex();
    await index.load(db);
    const names = async (query: string, from?: CatalogueIndex) =>
      (await searchProducts(db, { medicinesEnabled: false }, { query, page: 1 }, from)).products.map((p) => `${p.name}/${p.shopName}/${p.price}`);
    // Writes older than the delta's look-back are still read: updated_at is the writer's clock.
    await db.update(products).set({ name: 'Ginger Lemonade', pricePaise: 4_000 }).where(eq(products.name, 'Ginger Chai'));
    await db.update(products).set({ orderedCount: sql`${products.orderedCount} + 100` }).where(eq(products.name, 'Kesar Chai'));
    await db.delete(products).where(eq(products.name, 'Malai Kulfi'));
    const stall = (await db.select().from(shops).where(eq(shops.name, 'Chai Point')))[0]!;
    await makeProducts(db, stall, [{ name: 'Lemon Iced Tea', pricePaise: 9_900, categories: ['Beverages'] }]);
    await db.update(shops).set({ name: 'Chai Point Express' }).where(eq(shops.id, stall.id));
    await db.update(products).set({ inStock: false }).where(eq(products.name, 'Paneer Butter Masala'));
    await db.update(shops).set({ isOpen: false }).where(eq(shops.name, 'Masala Junction'));
    expect(await names('lemonade', index)).toEqual([]);

    await index.load(db);
    const scope = { medicinesEnabled: false };
    expect(await getPopularProducts(db, scope, index)).toEqual(await getPopularProducts(db, scope));
    expect(await getPopularShops(db, scope, index)).toEqual(await getPopularShops(db, scope));
    expect(await getRestaurants(db, { page: 1, search: '' }, index)).toEqual(await getRestaurants(db, { page: 1, search: '' }));
    expect(await getShopAndProducts(db, scope, { shopId: stall.id, page: 1 }, index)).toEqual(await getShopAndProducts(db, scope, { shopId: stall.id, page: 1 }));
    expect((await getShopAndProducts(db, scope, { shopId: stall.id, page: 1 }, index)).products.map((p) => p.name)).toContain('Lemon Iced Tea');
    for (const query of ['lemonade', 'lemonaed', 'chai', 'kulfi', 'masala junction', 'express', 'iced tea', 'beverages']) {
      expect({ query, names: await names(query, index) }).toEqual({ query, names: await names(query) });
    }
    expect(await names('lemonade', index)).toEqual(['Ginger Lemonade/Chai Point Express/40']);
    expect((await names('kulfi', index)).some((n) => n.startsWith('Malai Kulfi'))).toBe(false);
    expect(index.productCount).toBe(Number((await db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n));
  });
});
