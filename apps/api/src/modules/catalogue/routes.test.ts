import { PAGE_SIZES } from '@nukkad/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../../db/schema';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';
import { makeProducts, makeShop } from '../../testing/fixtures';

type AnyReply = Record<string, any>;

describe('catalogue browsing', () => {
  let t: TestApp;
  let dhaba: { id: string; sellerId: string };
  let closed: { id: string; sellerId: string };
  let grocer: { id: string; sellerId: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, {
      name: 'Punjabi Dhaba',
      category: 'Restaurant',
      productCategories: ['North Indian', 'Tandoor', 'Desserts'],
    });
    closed = await makeShop(db, { name: 'Sleepy Cafe', category: 'Restaurant', isOpen: false });
    grocer = await makeShop(db, { name: 'Fresh Basket', category: 'Grocery' });
    await makeProducts(db, dhaba, [
      { name: 'Paneer Butter Masala', pricePaise: 24_900, basePricePaise: 29_900, categories: ['North Indian'], orderedCount: 50 },
      { name: 'Dal Makhani', pricePaise: 19_950, categories: ['North Indian'], dietType: 'Veg', orderedCount: 10 },
      { name: 'Butter Chicken', pricePaise: 32_000, categories: ['North Indian'], dietType: 'Non-Vegetarian', inStock: false },
    ]);
    await makeProducts(db, closed, [{ name: 'Egg Sandwich', pricePaise: 9_000, dietType: 'Egg' }]);
    await makeProducts(db, grocer, [
      { name: 'Fresh Paneer 200g', pricePaise: 9_000, categories: ['Dairy & Eggs', 'Paneer & Tofu'] },
      { name: 'Toned Milk 1L', pricePaise: 6_600, categories: ['Dairy & Eggs', 'Milk'] },
      { name: 'Spinach Bunch', pricePaise: 3_000, categories: ['Vegetables', 'Leafy Greens'] },
    ]);
  });
  afterAll(() => t.close());

  it('lists popular shops, open ones first, with their product counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home/get-popular-shops' });
    expect(res.statusCode).toBe(200);
    const body = json<AnyReply>(res);
    expect(body.success).toBe(true);
    expect(body.shops).toHaveLength(3);
    expect(body.shops.at(-1).name).toBe('Sleepy Cafe');
    const d = body.shops.find((s: AnyReply) => s.name === 'Punjabi Dhaba');
    expect(d.productCount).toBe(3);
    expect(d.products).toBeUndefined();
    expect(d.address).toEqual({ addressLine: '', pincode: '', city: '', state: '' });
  });

  it('features in-stock products of open shops, most ordered first, priced in rupees', async () => {
    const body = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/home/get-popular-products' }));
    expect(body.products[0].name).toBe('Paneer Butter Masala');
    expect(body.products[0].price).toBe(249);
    expect(body.products[0].basePrice).toBe(299);
    expect(body.products[0].shopName).toBe('Punjabi Dhaba');
    expect(body.products[0].shopType).toBe('Restaurant');
    const names = body.products.map((p: AnyReply) => p.name);
    expect(names).not.toContain('Butter Chicken'); // out of stock
    expect(names).not.toContain('Egg Sandwich'); // its shop is closed
    const dal = body.products.find((p: AnyReply) => p.name === 'Dal Makhani');
    expect(dal.price).toBe(199.5);
    expect(dal.basePrice).toBeNull();
  });

  it('lists restaurants only, closed ones last, as their cards show them', async () => {
    const body = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/shop/get-restaurants' }));
    expect(body.restaurants.map((r: AnyReply) => r.name)).toEqual(['Punjabi Dhaba', 'Sleepy Cafe']);
    // No hours: open until closed by hand, so the card reads 'OPEN until late'.
    expect(body.restaurants[0]).toMatchObject({ isOpen: true, openingTime: null, closingTime: null, productCount: 3 });
    expect(body.restaurants[0].productCategories).toEqual(['North Indian', 'Tandoor', 'Desserts']);
    expect(body.restaurants[0].products).toBeUndefined();
    expect(body.restaurants[1].isOpen).toBe(false);
    expect(body).toMatchObject({ page: 1, hasMore: false });
  });

  it('returns a shop with its products', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/getShopAndProducts/${closed.id}` });
    expect(res.statusCode).toBe(200);
    const body = json<AnyReply>(res);
    expect(body.shop.isOpen).toBe(false);
    expect(body.products.map((p: AnyReply) => p.name)).toEqual(['Egg Sandwich']);
    expect(body.products[0].shopIsOpen).toBe(false);
  });

  it('answers 404 for an unknown shop and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/shop/getShopAndProducts/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ success: false, message: 'Shop not found' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/shop/getShopAndProducts/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(json<AnyReply>(bad).errors[0].path).toBe('shopId');
  });

  it('lists the grocery products of one category, and refuses an unknown one', async () => {
    const body = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/grocery?category=Dairy%20%26%20Eggs' }));
    expect(body.products.map((p: AnyReply) => p.name).sort()).toEqual(['Fresh Paneer 200g', 'Toned Milk 1L']);
    expect(body).toMatchObject({ page: 1, hasMore: false });
    expect(body.products.every((p: AnyReply) => p.categories[0] === 'Dairy & Eggs')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/grocery?category=Shoes' });
    expect(bad.statusCode).toBe(400);
    expect(json<AnyReply>(bad).errors[0].path).toBe('category');
    const missing = await t.app.inject({ method: 'GET', url: '/api/grocery' });
    expect(missing.statusCode).toBe(400);
  });

  describe('search', () => {
    // The call table's reply: the array of products itself.
    const search = async (q: string, page = 1) =>
      json<AnyReply[]>(await t.app.inject({ method: 'GET', url: `/api/common/search/${encodeURIComponent(q)}?page=${page}` }));

    it('finds products by name', async () => {
      const body = await search('dal');
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((p: AnyReply) => p.name)).toContain('Dal Makhani');
      expect(Object.keys(body[0]!).sort()).toEqual(
        ['_id', 'name', 'images', 'price', 'basePrice', 'inStock', 'dietType', 'categories', 'shop', 'shopName', 'shopType', 'shopIsOpen', 'description', 'seller'].sort(),
      );
    });

    it('tolerates a typo: "panner" finds paneer', async () => {
      const names = (await search('panner')).map((p: AnyReply) => p.name);
      expect(names).toEqual(expect.arrayContaining(['Paneer Butter Masala', 'Fresh Paneer 200g']));
      expect(names).not.toContain('Toned Milk 1L');
    });

    it('matches categories and shop names', async () => {
      expect((await search('leafy greens')).map((p: AnyReply) => p.name)).toEqual(['Spinach Bunch']);
      const byShop = (await search('fresh basket')).map((p: AnyReply) => p.name);
      expect(byShop).toEqual(expect.arrayContaining(['Toned Milk 1L', 'Spinach Bunch']));
    });

    it('ranks exact name matches above weaker ones', async () => {
      const names = (await search('paneer')).map((p: AnyReply) => p.name);
      expect(names.slice(0, 2).sort()).toEqual(['Fresh Paneer 200g', 'Paneer Butter Masala']);
    });

    it('pages results and says when there are more', async () => {
      const many = Array.from({ length: 25 }, (_, i) => ({ name: `Masala Chai ${String(i).padStart(2, '0')}`, pricePaise: 2_000 }));
      await makeProducts(t.database.db, grocer, many);
      const first = await search('masala chai');
      const second = await search('masala chai', 2);
      // A full page of 20 says there may be more; the shorter page after it is the last.
      expect(first).toHaveLength(20);
      expect(first.every((p: AnyReply) => p.name.startsWith('Masala Chai'))).toBe(true);
      // Page two holds the last five teas, then weaker matches such as "Paneer Butter Masala".
      const secondChai = second.filter((p: AnyReply) => p.name.startsWith('Masala Chai'));
      expect(secondChai).toHaveLength(5);
      expect(second.slice(0, 5)).toEqual(secondChai);
      expect(second.length).toBeLessThan(20);
      expect(await search('masala chai', 3)).toEqual([]);
      const ids = new Set([...first, ...secondChai].map((p: AnyReply) => p._id));
      expect(ids.size).toBe(25);
    });

    it('refuses a blank query and a bad page', async () => {
      const blank = await t.app.inject({ method: 'GET', url: '/api/common/search/%20' });
      expect(blank.statusCode).toBe(400);
      expect(json(blank)).toMatchObject({ success: false, message: 'Please enter a valid key!' });
      const page = await t.app.inject({ method: 'GET', url: '/api/common/search/dal?page=0' });
      expect(page.statusCode).toBe(400);
    });
  });
});

describe('catalogue at a city scale of shops', () => {
  let t: TestApp;
  let dhaba: { id: string; sellerId: string };
  let junction: { id: string; sellerId: string };
  let chemist: { id: string; sellerId: string };

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: json<AnyReply>(res), bytes: res.rawPayload.length };
  };
  const searchNames = async (q: string) => (await get(`/api/common/search/${encodeURIComponent(q)}`)).body.map((p: AnyReply) => p.name);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Punjabi Dhaba', category: 'Restaurant' });
    junction = await makeShop(db, { name: 'Masala Junction', category: 'Restaurant' });
    const grocer = await makeShop(db, { name: 'Kirana Corner', category: 'Grocery' });
    chemist = await makeShop(db, { name: 'Apollo Pharmacy', category: 'Pharmacy' });
    await makeProducts(db, dhaba, [
      { name: 'Paneer Butter Masala', pricePaise: 24_900, categories: ['North Indian'], orderedCount: 40 },
      { name: 'Kadai Paneer', pricePaise: 22_900, categories: ['North Indian'], orderedCount: 5 },
    ]);
    await makeProducts(db, junction, [
      { name: 'Masala Dosa', pricePaise: 12_900, categories: ['South Indian'], orderedCount: 3 },
      { name: 'Malai Kulfi', pricePaise: 6_900, categories: ['Desserts'], orderedCount: 2 },
    ]);
    await makeProducts(db, grocer, [
      { name: 'Pampers Baby Diapers (M)', pricePaise: 69_900, categories: ['Baby Care', 'Diapers'] },
      { name: 'Amul Fresh Paneer 200g', pricePaise: 9_000, categories: ['Dairy & Eggs'] },
    ]);
    await makeProducts(db, chemist, [
      { name: 'Paracetamol 500mg (15 tablets)', pricePaise: 3_000, categories: ['Fever & Pain'], orderedCount: 900 },
      { name: 'Volini Pain Relief Spray', pricePaise: 21_000, categories: ['Fever & Pain'] },
    ]);
  });
  afterAll(() => t.close());

  describe('search precision', () => {
    it('"panner" shows the paneer dishes and nothing far from them', async () => {
      const names = await searchNames('panner');
      expect(names).toEqual(expect.arrayContaining(['Paneer Butter Masala', 'Kadai Paneer', 'Amul Fresh Paneer 200g']));
      expect(names).not.toContain('Pampers Baby Diapers (M)');
      expect(names).not.toContain('Paracetamol 500mg (15 tablets)');
      expect(names).not.toContain('Volini Pain Relief Spray');
    });

    it('"masala" shows masala dishes, not the kulfi of a shop named Masala', async () => {
      const names = await searchNames('masala');
      expect(names).toEqual(expect.arrayContaining(['Paneer Butter Masala', 'Masala Dosa']));
      expect(names).not.toContain('Malai Kulfi');
    });

    it('a shop name alone still finds its products', async () => {
      expect(await searchNames('masala junction')).toEqual(expect.arrayContaining(['Masala Dosa', 'Malai Kulfi']));
    });

    it('tolerates swapped letters: "dipaers" finds diapers first', async () => {
      expect((await searchNames('dipaers'))[0]).toBe('Pampers Baby Diapers (M)');
      expect((await searchNames('pnaeer'))).toContain('Kadai Paneer');
    });
  });

  describe('medicines switch (off by default)', () => {
    it('keeps pharmacies and their products out of every public read', async () => {
      const popularShops = (await get('/api/home/get-popular-shops')).body.shops.map((s: AnyReply) => s.name);
      expect(popularShops).toContain('Kirana Corner');
      expect(popularShops).not.toContain('Apollo Pharmacy');
      const popularProducts = (await get('/api/home/get-popular-products')).body.products.map((p: AnyReply) => p.name);
      expect(popularProducts).toContain('Paneer Butter Masala');
      expect(popularProducts).not.toContain('Paracetamol 500mg (15 tablets)');
      expect(await searchNames('paracetamol')).toEqual([]);
      expect(await searchNames('apollo pharmacy')).toEqual([]);
      const page = await get(`/api/shop/getShopAndProducts/${chemist.id}`);
      expect(page.status).toBe(404);
    });

    it('shows them once medicines are enabled', async () => {
      const on = await buildTestApp({ MEDICINES_ENABLED: 'true' });
      try {
        const chemistOn = await makeShop(on.database.db, { name: 'Apollo Pharmacy', category: 'Pharmacy' });
        await makeProducts(on.database.db, chemistOn, [
          { name: 'Paracetamol 500mg (15 tablets)', pricePaise: 3_000, categories: ['Fever & Pain'], orderedCount: 9 },
        ]);
        const read = async (url: string) => json<AnyReply>(await on.app.inject({ method: 'GET', url }));
        expect((await read('/api/home/get-popular-shops')).shops.map((s: AnyReply) => s.name)).toContain('Apollo Pharmacy');
        expect((await read('/api/home/get-popular-products')).products.map((p: AnyReply) => p.name)).toContain('Paracetamol 500mg (15 tablets)');
        expect((await read('/api/common/search/paracetamol')).map((p: AnyReply) => p.name)).toEqual(['Paracetamol 500mg (15 tablets)']);
        const page = await on.app.inject({ method: 'GET', url: `/api/shop/getShopAndProducts/${chemistOn.id}` });
        expect(page.statusCode).toBe(200);
      } finally {
        await on.close();
      }
    });
  });

  it('pages the restaurants list, filters it by name, and keeps each reply small', async () => {
    const db = t.database.db;
    for (let i = 0; i < PAGE_SIZES.restaurants + 3; i += 1) {
      const shop = await makeShop(db, { name: `Tiffin Point ${String(i).padStart(2, '0')}`, category: 'Restaurant', images: ['/a.jpg', '/b.jpg'] });
      await makeProducts(db, shop, [{ name: `Thali ${i}`, pricePaise: 15_000 }]);
    }
    const first = await get('/api/shop/get-restaurants?page=1');
    expect(first.body.restaurants).toHaveLength(PAGE_SIZES.restaurants);
    expect(first.body.hasMore).toBe(true);
    const second = await get('/api/shop/get-restaurants?page=2');
    // 27 tiffin points and the two restaurants made before.
    expect(second.body.restaurants).toHaveLength(PAGE_SIZES.restaurants + 3 + 2 - PAGE_SIZES.restaurants);
    expect(second.body.hasMore).toBe(false);
    const tiffin = first.body.restaurants.find((r: AnyReply) => r.name === 'Tiffin Point 00');
    expect(tiffin).toMatchObject({ productCount: 1, images: ['/a.jpg'] });
    // A card is a few hundred bytes, not the ids of every product.
    expect(first.bytes).toBeLessThan(PAGE_SIZES.restaurants * 600);
    const found = await get('/api/shop/get-restaurants?search=POINT%2026');
    expect(found.body.restaurants.map((r: AnyReply) => r.name)).toEqual(['Tiffin Point 26']);
    const literal = await get('/api/shop/get-restaurants?search=%25');
    expect(literal.body.restaurants).toEqual([]);
  });

  it('pages a big shop, in stock first then by name, with the shop in every page', async () => {
    const db = t.database.db;
    const shop = await makeShop(db, { name: 'Big Bazaar Corner', category: 'Grocery' });
    const count = PAGE_SIZES.shopProducts + 5;
    const made = await makeProducts(
      db,
      shop,
      Array.from({ length: count }, (_, i) => ({ name: `Item ${String(i).padStart(3, '0')}`, pricePaise: 1_000, inStock: i !== 0 })),
    );
    const first = await get(`/api/shop/getShopAndProducts/${shop.id}`);
    const second = await get(`/api/shop/getShopAndProducts/${shop.id}?page=2`);
    expect(first.body).toMatchObject({ page: 1, hasMore: true, shop: { name: 'Big Bazaar Corner' } });
    expect(second.body).toMatchObject({ page: 2, hasMore: false, shop: { name: 'Big Bazaar Corner' } });
    expect(first.body.products).toHaveLength(PAGE_SIZES.shopProducts);
    expect(second.body.products).toHaveLength(5);
    // The shop's `products` lists the ids of the products in that reply.
    expect(first.body.shop.products).toEqual(first.body.products.map((p: AnyReply) => p._id));
    const names = [...first.body.products, ...second.body.products].map((p: AnyReply) => p.name);
    // "Item 000" is out of stock, so it comes last.
    expect(names).toEqual([...made.slice(1).map((p) => p.name), 'Item 000']);
    expect(second.body.products[4]).toMatchObject({ inStock: false, shopName: 'Big Bazaar Corner', shopType: 'Grocery', shopIsOpen: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/getShopAndProducts/${shop.id}?page=0` })).statusCode).toBe(400);
  });

  it('keeps popularity as a maintained figure that orders follow', async () => {
    const db = t.database.db;
    const figure = async (id: string) => (await db.select({ n: shops.orderedCount }).from(shops).where(eq(shops.id, id)))[0]!.n;
    expect(await figure(dhaba.id)).toBe(45);
    expect(await figure(junction.id)).toBe(5);
    // An order of 100 dosas: whatever code writes it, the shop's figure follows.
    await db.update(products).set({ orderedCount: sql`${products.orderedCount} + 100` }).where(eq(products.name, 'Masala Dosa'));
    expect(await figure(junction.id)).toBe(105);
    const names = (await get('/api/home/get-popular-shops')).body.shops.map((s: AnyReply) => s.name);
    expect(names.indexOf('Masala Junction')).toBeLessThan(names.indexOf('Punjabi Dhaba'));
    // The read orders by the stored figure, not by counting products: change the figure alone and the order follows.
    await db.update(shops).set({ orderedCount: 10_000 }).where(eq(shops.id, dhaba.id));
    expect((await get('/api/home/get-popular-shops')).body.shops[0].name).toBe('Punjabi Dhaba');
    await db.update(shops).set({ orderedCount: 45 }).where(eq(shops.id, dhaba.id));
    // Removing a product takes its orders and its place in the count with it.
    await db.delete(products).where(eq(products.name, 'Malai Kulfi'));
    expect(await figure(junction.id)).toBe(103);
    expect((await db.select({ n: shops.productCount }).from(shops).where(eq(shops.id, junction.id)))[0]!.n).toBe(1);
  });
});

describe('search follows catalogue writes', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('finds products by their current words and popularity, and forgets deleted ones', async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const names = async (q: string) =>
      json<AnyReply[]>(await t.app.inject({ method: 'GET', url: `/api/common/search/${encodeURIComponent(q)}` })).map((p: AnyReply) => p.name);
    const stall = await makeShop(db, { name: 'Chai Point', category: 'Restaurant' });
    await makeProducts(db, stall, [
      { name: 'Kesar Chai', pricePaise: 3_000, orderedCount: 1 },
      { name: 'Ginger Chai', pricePaise: 2_500, orderedCount: 5 },
    ]);
    expect(await names('chai')).toEqual(['Ginger Chai', 'Kesar Chai']);
    // Orders move a product up among equally close matches.
    await db.update(products).set({ orderedCount: 50 }).where(eq(products.name, 'Kesar Chai'));
    expect(await names('chai')).toEqual(['Kesar Chai', 'Ginger Chai']);
    // A renamed product is found by its new words, typos included, and no longer by the old ones.
    await db.update(products).set({ name: 'Ginger Lemonade' }).where(eq(products.name, 'Ginger Chai'));
    expect(await names('lemonade')).toEqual(['Ginger Lemonade']);
    expect(await names('lemonaed')).toEqual(['Ginger Lemonade']);
    expect(await names('chai')).toEqual(['Kesar Chai']);
    // With no product named so, the shop whose name has the word offers its products.
    await db.delete(products).where(eq(products.name, 'Kesar Chai'));
    expect(await names('chai')).toEqual(['Ginger Lemonade']);
    const { rows } = (await db.execute(sql`select count(*)::int as n from search_postings where word in ('kesar', 'chai')`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(0);
  });
});
