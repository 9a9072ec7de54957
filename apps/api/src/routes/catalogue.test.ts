import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../testing/test-app';
import { makeProducts, makeShop } from '../testing/fixtures';

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
      openingTime: '10:00',
      closingTime: '23:00',
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

  it('lists popular shops, open ones first, with their product ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home/get-popular-shops' });
    expect(res.statusCode).toBe(200);
    const body = json<AnyReply>(res);
    expect(body.success).toBe(true);
    expect(body.shops).toHaveLength(3);
    expect(body.shops.at(-1).name).toBe('Sleepy Cafe');
    const d = body.shops.find((s: AnyReply) => s.name === 'Punjabi Dhaba');
    expect(d.products).toHaveLength(3);
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

  it('lists restaurants only, closed ones last', async () => {
    const body = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/shop/get-restaurants' }));
    expect(body.restaurants.map((r: AnyReply) => r.name)).toEqual(['Punjabi Dhaba', 'Sleepy Cafe']);
    expect(body.restaurants[0]).toMatchObject({ isOpen: true, openingTime: '10:00', closingTime: '23:00' });
    expect(body.restaurants[1].isOpen).toBe(false);
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
    expect(body.products.every((p: AnyReply) => p.categories[0] === 'Dairy & Eggs')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/grocery?category=Shoes' });
    expect(bad.statusCode).toBe(400);
    expect(json<AnyReply>(bad).errors[0].path).toBe('category');
    const missing = await t.app.inject({ method: 'GET', url: '/api/grocery' });
    expect(missing.statusCode).toBe(400);
  });

  describe('search', () => {
    const search = async (q: string, page = 1) =>
      json<AnyReply>(await t.app.inject({ method: 'GET', url: `/api/common/search/${encodeURIComponent(q)}?page=${page}` }));

    it('finds products by name', async () => {
      const body = await search('dal');
      expect(body.products.map((p: AnyReply) => p.name)).toContain('Dal Makhani');
    });

    it('tolerates a typo: "panner" finds paneer', async () => {
      const names = (await search('panner')).products.map((p: AnyReply) => p.name);
      expect(names).toEqual(expect.arrayContaining(['Paneer Butter Masala', 'Fresh Paneer 200g']));
      expect(names).not.toContain('Toned Milk 1L');
    });

    it('matches categories and shop names', async () => {
      expect((await search('leafy greens')).products.map((p: AnyReply) => p.name)).toEqual(['Spinach Bunch']);
      const byShop = (await search('fresh basket')).products.map((p: AnyReply) => p.name);
      expect(byShop).toEqual(expect.arrayContaining(['Toned Milk 1L', 'Spinach Bunch']));
    });

    it('ranks exact name matches above weaker ones', async () => {
      const names = (await search('paneer')).products.map((p: AnyReply) => p.name);
      expect(names.slice(0, 2).sort()).toEqual(['Fresh Paneer 200g', 'Paneer Butter Masala']);
    });

    it('pages results and says when there are more', async () => {
      const many = Array.from({ length: 25 }, (_, i) => ({ name: `Masala Chai ${String(i).padStart(2, '0')}`, pricePaise: 2_000 }));
      await makeProducts(t.database.db, grocer, many);
      const first = await search('masala chai');
      const second = await search('masala chai', 2);
      expect(first.products).toHaveLength(20);
      expect(first.hasMore).toBe(true);
      expect(first.products.every((p: AnyReply) => p.name.startsWith('Masala Chai'))).toBe(true);
      // Page two holds the last five teas, then weaker matches such as "Paneer Butter Masala".
      const secondChai = second.products.filter((p: AnyReply) => p.name.startsWith('Masala Chai'));
      expect(secondChai).toHaveLength(5);
      expect(second.products.slice(0, 5)).toEqual(secondChai);
      expect(second.hasMore).toBe(false);
      const ids = new Set([...first.products, ...secondChai].map((p: AnyReply) => p._id));
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
