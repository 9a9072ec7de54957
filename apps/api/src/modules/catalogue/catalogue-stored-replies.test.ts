import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

describe('public catalogue reads from the answer cache', () => {
  let t: TestApp;
  let shopId: string;

  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MS: '60000' });
    const db = t.database.db;
    const shop = await makeShop(db, { name: 'Fresh Basket', category: 'Grocery' });
    shopId = shop.id;
    await makeProducts(db, shop, [
      { name: 'Fresh Paneer 200g', pricePaise: 9_000, categories: ['Dairy & Eggs', 'Paneer & Tofu'], orderedCount: 3 },
      { name: 'Toned Milk 1L', pricePaise: 6_600, categories: ['Dairy & Eggs', 'Milk'] },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  // Each reply's first bytes: the envelope, or for search the call table's bare array of products.
  it.each([
    ['/api/home/get-popular-products', '{"success":true,'],
    ['/api/home/get-popular-shops', '{"success":true,'],
    ['/api/shop/get-restaurants?page=1', '{"success":true,'],
    ['/api/grocery?category=Dairy%20%26%20Eggs', '{"success":true,'],
    ['/api/common/search/paneer?page=1', '[{"_id":'],
  ])('%s carries an ETag, and a client holding it gets 304 without a body', async (url, opening) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.body.startsWith(opening)).toBe(true);

    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('writes the shop page once per change: a catalogue write gives new bytes under a new tag', async () => {
    const url = `/api/shop/getShopAndProducts/${shopId}`;
    const before = await get(url);
    const etag = String(before.headers.etag);
    expect(json<AnyReply>(before).products.map((p: AnyReply) => p.name)).toContain('Toned Milk 1L');

    await t.database.db.update(products).set({ name: 'Toned Milk 500ml' }).where(eq(products.name, 'Toned Milk 1L'));
    await t.app.catalogueChanged();

    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(json<AnyReply>(after).products.map((p: AnyReply) => p.name)).toContain('Toned Milk 500ml');
  });

  it('answers errors as errors, never from stored bytes', async () => {
    const res = await get('/api/shop/getShopAndProducts/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('public catalogue reads with the answer cache off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MS: '0' });
  });
  afterAll(() => t.close());

  it('answers afresh, without a tag to revalidate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home/get-popular-products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});
