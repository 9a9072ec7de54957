import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products, type ProductRow, type ShopRow } from '../../db/schema';
import { signedIn, type Signed } from '../../testing/admin-fixtures';
import { putInCart, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('archiving and restoring a product', () => {
  let t: TestApp;
  let shop: ShopRow;
  let otherShop: ShopRow;
  let lassi: ProductRow;
  let kulfi: ProductRow;
  let owner: Record<string, string>;
  let stranger: Record<string, string>;
  let customer: TestCustomer;
  let admin: Signed;

  const db = () => t.database.db;
  const send = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const row = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!;
  const searchNames = async (query: string) => json<AnyReply[]>(await send('GET', `/api/common/search/${query}?page=1`)).map((p) => p.name);
  const shopPageNames = async () => json<AnyReply>(await send('GET', `/api/shop/getShopAndProducts/${shop.id}`)).products.map((p: AnyReply) => p.name);

  beforeAll(async () => {
    // A long answer cache: the catalogue following an archive proves the write clears it.
    t = await buildTestApp({ CATALOGUE_CACHE_MS: '60000' });
    shop = await makeShop(db(), { name: 'Sharma Sweets', category: 'Restaurant' });
    otherShop = await makeShop(db(), { name: 'Other Dhaba', category: 'Restaurant' });
    [lassi, kulfi] = (await makeProducts(db(), shop, [
      { name: 'Mango Lassi', pricePaise: 9_000, categories: ['Drinks'] },
      { name: 'Pista Kulfi', pricePaise: 6_000, categories: ['Desserts'] },
    ])) as [ProductRow, ProductRow];
    owner = bearer(t.app.jwt.sign({ sub: shop.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
    stranger = bearer(t.app.jwt.sign({ sub: otherShop.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
    customer = await signedInCustomer(t);
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('takes the product out of the shop page and search at once, keeps it in carts as unavailable and in past orders', async () => {
    await putInCart(t, customer.id, 'foodCart', [{ productId: lassi.id, quantity: 2 }]);
    await makeOrder(db(), { customer, lines: [{ product: lassi, quantity: 1 }], status: 'Delivered' });
    // Read once so the answer cache holds the pages with the lassi.
    expect(await shopPageNames()).toContain('Mango Lassi');
    expect(await searchNames('lassi')).toEqual(['Mango Lassi']);

    const res = await send('DELETE', `/api/shop/delete-product/${lassi.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(json<AnyReply>(res)).toMatchObject({ success: true, product: { _id: lassi.id, archived: true, inStock: false } });

    expect(await shopPageNames()).toEqual(['Pista Kulfi']);
    expect(await searchNames('lassi')).toEqual([]);
    expect(await searchNames('mango')).toEqual([]);
    const card = json<AnyReply>(await send('GET', `/api/shop/getShopAndProducts/${shop.id}`)).shop;
    expect(card.products).toEqual([kulfi.id]);

    const cart = json<AnyReply>(await send('GET', '/api/cart/getCart', customer.headers));
    expect(cart.foodCart).toHaveLength(1);
    expect(cart.foodCart[0]).toMatchObject({ quantity: 2, product: { _id: lassi.id, name: 'Mango Lassi', inStock: false } });
    const adding = await send('POST', '/api/cart/addToCart', customer.headers, { productId: lassi.id, cartKey: 'foodCart' });
    expect(adding.statusCode).toBe(409);

    // The past order keeps its line.
    const lines = await db().select().from(orderItems).where(eq(orderItems.productId, lassi.id));
    expect(lines).toHaveLength(1);

    // The seller still lists it, as archived; its stock cannot be flipped back on while archived.
    const mine = json<AnyReply>(await send('GET', '/api/shop/get-products', owner)).products;
    expect(mine.map((p: AnyReply) => [p.name, p.archived])).toEqual([
      ['Pista Kulfi', false],
      ['Mango Lassi', true],
    ]);
    const flip = await send('PUT', '/api/shop/update-stock', owner, { productId: lassi.id });
    expect(flip.statusCode).toBe(409);
    expect(json<AnyReply>(flip).message).toMatch(/archived/i);
    expect((await row(lassi.id)).inStock).toBe(false);
  });

  it('archiving twice changes nothing more', async () => {
    const before = (await row(lassi.id)).archivedAt;
    const res = await send('DELETE', `/api/shop/delete-product/${lassi.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect((await row(lassi.id)).archivedAt).toEqual(before);
  });

  it('restore brings it back to the shop page, search and carts, in stock', async () => {
    const res = await send('POST', `/api/shop/restore-product/${lassi.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(json<AnyReply>(res)).toMatchObject({ success: true, product: { _id: lassi.id, archived: false, inStock: true } });
    expect(await shopPageNames()).toEqual(['Mango Lassi', 'Pista Kulfi']);
    expect(await searchNames('lassi')).toEqual(['Mango Lassi']);
    const cart = json<AnyReply>(await send('GET', '/api/cart/getCart', customer.headers));
    expect(cart.foodCart[0].product.inStock).toBe(true);
    expect((await row(lassi.id)).archivedAt).toBeNull();
  });

  it('restoring a listed product that is out of stock leaves it out of stock', async () => {
    await send('PUT', '/api/shop/update-stock', owner, { productId: kulfi.id });
    expect((await row(kulfi.id)).inStock).toBe(false);
    const res = await send('POST', `/api/shop/restore-product/${kulfi.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect((await row(kulfi.id)).inStock).toBe(false);
  });

  describe('access', () => {
    it.each([
      ['DELETE', 'delete-product'],
      ['POST', 'restore-product'],
    ] as const)('%s %s: 401 without a token, 403 for other roles, 404 for another seller’s product', async (method, path) => {
      const url = `/api/shop/${path}/${kulfi.id}`;
      const before = await row(kulfi.id);
      expect((await send(method, url)).statusCode).toBe(401);
      expect((await send(method, url, customer.headers)).statusCode).toBe(403);
      expect((await send(method, url, admin.headers)).statusCode).toBe(403);
      const foreign = await send(method, url, stranger);
      expect(foreign.statusCode).toBe(404);
      expect(json<AnyReply>(foreign).message).toBe('Product not found');
      expect((await send(method, `/api/shop/${path}/${MISSING_ID}`, owner)).statusCode).toBe(404);
      expect(await row(kulfi.id)).toEqual(before);
    });

    it.each([
      ['DELETE', 'delete-product'],
      ['POST', 'restore-product'],
    ] as const)('%s %s with an id that is not one: 400 naming the field', async (method, path) => {
      const res = await send(method, `/api/shop/${path}/not-an-id`, owner);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(json(res))).toMatch(/productId/);
    });
  });
});
