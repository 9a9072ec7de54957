import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema';
import { everythingWritten, signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

describe('GET /api/admin/products?search: the customer search, over every product', () => {
  let t: TestApp;
  let admin: Signed;
  let tikka: ProductRow;
  let masala: ProductRow;
  let malai: ProductRow;
  let lowFat: ProductRow;
  let thali: ProductRow;

  const get = async (url: string, headers = admin.headers) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: json<AnyReply>(res) };
  };
  const ids = (body: AnyReply) => body.products.map((p: AnyReply) => p._id);

  beforeAll(async () => {
    // Medicines stay off for customers, so a pharmacy's product is the admin's alone.
    t = await buildTestApp();
    const db = t.database.db;
    admin = await signedIn(t, 'admin', 'Search Admin');
    const dhaba = await makeShop(db, { name: 'Verma Dhaba', category: 'Restaurant' });
    const closed = await makeShop(db, { name: 'Night Kitchen', category: 'Restaurant', isOpen: false });
    const chemist = await makeShop(db, { name: 'Care Chemist', category: 'Pharmacy' });
    const bakery = await makeShop(db, { name: 'Crumb Bakery', category: 'Bakery' });
    [tikka, masala, thali] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000, categories: ['Starters'], orderedCount: 4 },
      { name: 'Paneer Butter Masala', pricePaise: 26_000, categories: ['Main Course'], inStock: false, orderedCount: 2 },
      // Paneer only among its categories, and the most ordered: it still ranks below every paneer by name.
      { name: 'Shahi Thali', pricePaise: 30_000, categories: ['Paneer Specials'], orderedCount: 50 },
      { name: 'Butter Naan', pricePaise: 4_500, categories: ['Breads'] },
    ])) as [ProductRow, ProductRow, ProductRow];
    [malai] = (await makeProducts(db, closed, [{ name: 'Malai Paneer', pricePaise: 22_000, categories: ['Main Course'] }])) as [ProductRow];
    [lowFat] = (await makeProducts(db, chemist, [{ name: 'Low Fat Paneer 200g', pricePaise: 9_000, categories: ['Nutrition'] }])) as [ProductRow];
    await makeProducts(
      db,
      bakery,
      Array.from({ length: 65 }, (_, i) => ({ name: `Cookie ${String(i + 1).padStart(2, '0')}`, pricePaise: 2_000, orderedCount: i })),
    );
  });
  afterAll(() => t.close());

  it('"panner" finds paneer: out of stock, of a closed shop and of a pharmacy too, ordered by rank', async () => {
    const { status, body } = await get('/api/admin/products?search=panner');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, currentPage: 1, totalPages: 1 });
    const found: string[] = ids(body);
    expect(found).toHaveLength(5);
    expect(found.slice(0, 4).sort()).toEqual([tikka.id, masala.id, malai.id, lowFat.id].sort());
    expect(found[4]).toBe(thali.id);
    expect(body.products.find((p: AnyReply) => p._id === masala.id)).toMatchObject({ inStock: false, sellerUsername: 'Verma Dhaba owner' });
    expect(body.products.find((p: AnyReply) => p._id === malai.id)).toMatchObject({ shopIsOpen: false, sellerUsername: 'Night Kitchen owner' });
    expect(body.products.find((p: AnyReply) => p._id === lowFat.id)).toMatchObject({ shopType: 'Pharmacy', sellerUsername: 'Care Chemist owner' });
    // The customer's search over the same catalogue keeps the pharmacy's product out.
    const customers = json<AnyReply[]>(await t.app.inject({ method: 'GET', url: '/api/common/search/panner' }));
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.map((p: AnyReply) => p._id)).not.toContain(lowFat.id);
  });

  it('counts every match for totalPages, past the 60 candidates a customer’s search scores, and pages them 20 at a time', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const { body } = await get(`/api/admin/products?search=cookei&page=${page}`);
      expect(body).toMatchObject({ currentPage: page, totalPages: 4 });
      pages.push(body.products.map((p: AnyReply) => p.name));
    }
    expect(pages.map((names) => names.length)).toEqual([20, 20, 20, 5]);
    // Equal matches, so the most ordered first: Cookie 65 down to Cookie 01.
    expect(pages.flat()).toEqual(Array.from({ length: 65 }, (_, i) => `Cookie ${String(65 - i).padStart(2, '0')}`));
    const past = await get('/api/admin/products?search=cookei&page=5');
    expect(past.body).toMatchObject({ products: [], currentPage: 5, totalPages: 4 });
  });

  it('a search of nothing searchable finds nothing; an empty one lists every product by name', async () => {
    expect((await get('/api/admin/products?search=%21%21')).body).toMatchObject({ products: [], currentPage: 1, totalPages: 0 });
    const all = await get('/api/admin/products?search=&page=4');
    expect(all.body).toMatchObject({ currentPage: 4, totalPages: 4 });
    // 71 products by name: Butter Naan and Cookie 01 to 59 fill the first three pages.
    expect(all.body.products.map((p: AnyReply) => p.name)).toEqual([
      ...Array.from({ length: 6 }, (_, i) => `Cookie ${i + 60}`),
      'Low Fat Paneer 200g',
      'Malai Paneer',
      'Paneer Butter Masala',
      'Paneer Tikka',
      'Shahi Thali',
    ]);
  });

  it('answers admins only, writing nothing for the others', async () => {
    const others = [await signedIn(t, 'customer'), await signedIn(t, 'seller'), await signedIn(t, 'delivery')];
    const before = await everythingWritten(t);
    for (const [role, other] of [['customer', others[0]!], ['seller', others[1]!], ['delivery', others[2]!]] as const) {
      expect({ role, status: (await get('/api/admin/products?search=panner', other.headers)).status }).toEqual({ role, status: 403 });
    }
    expect(await everythingWritten(t)).toEqual(before);
  });
});
