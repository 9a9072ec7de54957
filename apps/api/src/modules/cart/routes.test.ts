import { CART_MAX_LINES, CART_MAX_QUANTITY } from '@nukkad/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, cartItems, customers, deliveryPartners, type ProductRow } from '../../db/schema';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
type Role = 'customer' | 'seller' | 'admin' | 'delivery';

const CHANGES = ['addToCart', 'removeFromCart', 'incrementQty', 'decrementQty'] as const;

let phoneCounter = 0;
const nextPhone = () => `97${String(10_000_000 + ++phoneCounter).slice(-8)}`;

/** A signed-in account of the role, made directly in the database. */
async function tokenFor(t: TestApp, role: Role, id?: string) {
  const db = t.database.db;
  let sub = id;
  if (!sub && role === 'customer') sub = (await db.insert(customers).values({ name: 'Asha', phone: nextPhone() }).returning())[0]!.id;
  if (!sub && role === 'admin') sub = (await db.insert(admins).values({ name: 'Root', email: `a${nextPhone()}@x.in`, passwordHash: 'x' }).returning())[0]!.id;
  if (!sub && role === 'delivery') sub = (await db.insert(deliveryPartners).values({ name: 'Raju', phone: nextPhone(), passwordHash: 'x' }).returning())[0]!.id;
  return { id: sub!, token: t.app.jwt.sign({ sub: sub!, role, ver: 0 }, { expiresIn: '1h' }) };
}

describe('carts', () => {
  let t: TestApp;
  let dhaba: { id: string; sellerId: string; name: string };
  let paneer: ProductRow;
  let dal: ProductRow;
  let chicken: ProductRow; // out of stock
  let sandwich: ProductRow; // closed shop
  let milk: ProductRow;
  let syrup: ProductRow; // pharmacy
  let groceries: ProductRow[];

  const call = (token: string | null, name: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/cart/${name}`, payload, headers: token ? bearer(token) : {} });
  const getCart = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/getCart', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return json<AnyReply>(res);
  };
  const lineCount = async (customerId?: string) =>
    (await t.database.db.select({ n: count() }).from(cartItems).where(customerId ? eq(cartItems.customerId, customerId) : undefined))[0]!.n;
  const quantityOf = async (customerId: string, productId: string) =>
    (
      await t.database.db
        .select({ q: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId)))
    )[0]?.q;
  const food = (p: { id: string }) => ({ productId: p.id, cartKey: 'foodCart' });
  const grocery = (p: { id: string }) => ({ productId: p.id, cartKey: 'groceryCart' });
  const fill = (customerId: string, list: ProductRow[], quantity = 1) =>
    t.database.db.insert(cartItems).values(list.map((p) => ({ customerId, cartKey: 'groceryCart' as const, productId: p.id, quantity })));

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Punjabi Dhaba', category: 'Restaurant' });
    const cafe = await makeShop(db, { name: 'Sleepy Cafe', category: 'Bakery', isOpen: false });
    const grocer = await makeShop(db, { name: 'Fresh Basket', category: 'Grocery' });
    const chemist = await makeShop(db, { name: 'Care Chemist', category: 'Pharmacy' });
    [paneer, dal, chicken] = await makeProducts(db, dhaba, [
      { name: 'Paneer Butter Masala', pricePaise: 24_950, basePricePaise: 29_900, images: ['/a.jpg', '/b.jpg'], categories: ['North Indian'] },
      { name: 'Dal Makhani', pricePaise: 19_900, dietType: 'Veg' },
      { name: 'Butter Chicken', pricePaise: 32_000, dietType: 'Non-Vegetarian', inStock: false },
    ]) as [ProductRow, ProductRow, ProductRow];
    [sandwich] = (await makeProducts(db, cafe, [{ name: 'Egg Sandwich', pricePaise: 9_000, dietType: 'Egg' }])) as [ProductRow];
    [syrup] = (await makeProducts(db, chemist, [{ name: 'Cough Syrup', pricePaise: 12_000 }])) as [ProductRow];
    groceries = await makeProducts(
      db,
      grocer,
      Array.from({ length: 90 }, (_, i) => ({ name: `Item ${i}`, pricePaise: 1_000 + i, categories: ['Vegetables'] })),
    );
    milk = groceries[0]!;
  });
  afterAll(() => t.close());

  describe('happy paths', () => {
    it('starts empty', async () => {
      const { token } = await tokenFor(t, 'customer');
      expect(await getCart(token)).toEqual({ success: true, foodCart: [], groceryCart: [] });
    });

    it('adds to the cart the server assigns and shows each line with its product, oldest first', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      for (const [payload, name] of [
        [food(paneer), 'paneer'],
        [grocery(milk), 'milk'],
        [food(dal), 'dal'],
      ] as const) {
        const res = await call(token, 'addToCart', payload);
        expect(res.statusCode, name).toBe(200);
        expect(json(res)).toEqual({ success: true, message: 'Product added to cart!' });
      }
      const cart = await getCart(token);
      expect(cart.foodCart.map((l: AnyReply) => l.product.name)).toEqual(['Paneer Butter Masala', 'Dal Makhani']);
      expect(cart.groceryCart.map((l: AnyReply) => l.product.name)).toEqual(['Item 0']);
      expect(cart.foodCart[0]).toEqual({
        quantity: 1,
        product: {
          _id: paneer.id,
          name: 'Paneer Butter Masala',
          images: ['/a.jpg'],
          price: 249.5,
          basePrice: 299,
          inStock: true,
          dietType: 'Veg',
          categories: ['North Indian'],
          shop: { _id: dhaba.id, name: 'Punjabi Dhaba', isOpen: true },
          shopType: 'Restaurant',
          seller: dhaba.sellerId,
        },
      });
      expect(cart.foodCart[1].product.basePrice).toBeNull();
      // The signed-in user carries the same lines.
      const user = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers: bearer(token) })).user;
      expect(user.foodCart).toEqual([
        { productId: paneer.id, quantity: 1 },
        { productId: dal.id, quantity: 1 },
      ]);
      expect(user.groceryCart).toEqual([{ productId: milk.id, quantity: 1 }]);
      expect(await lineCount(id)).toBe(3);
    });

    it('adding a product already in the cart adds one more', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await call(token, 'addToCart', food(paneer));
      const res = await call(token, 'addToCart', food(paneer));
      expect(json(res)).toEqual({ success: true, message: 'Product added to cart!' });
      expect(await quantityOf(id, paneer.id)).toBe(2);
      expect(await lineCount(id)).toBe(1);
    });

    it('increments, decrements, and takes the line out at 1', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await call(token, 'addToCart', food(dal));
      expect(json(await call(token, 'incrementQty', food(dal)))).toEqual({ success: true, message: 'Quantity updated' });
      expect(await quantityOf(id, dal.id)).toBe(2);
      expect((await getCart(token)).foodCart[0].quantity).toBe(2);
      expect(json(await call(token, 'decrementQty', food(dal)))).toEqual({ success: true, message: 'Quantity updated' });
      expect(await quantityOf(id, dal.id)).toBe(1);
      expect(json(await call(token, 'decrementQty', food(dal)))).toEqual({ success: true, message: 'Product removed from cart!' });
      expect(await lineCount(id)).toBe(0);
      const again = await call(token, 'decrementQty', food(dal));
      expect(again.statusCode).toBe(404);
      expect(json(again)).toMatchObject({ success: false, message: 'This product is not in your cart.' });
    });

    it('removes a line; removing it again is 404', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await call(token, 'addToCart', grocery(milk));
      await call(token, 'incrementQty', grocery(milk));
      expect(json(await call(token, 'removeFromCart', grocery(milk)))).toEqual({ success: true, message: 'Product removed from cart!' });
      expect(await lineCount(id)).toBe(0);
      expect((await call(token, 'removeFromCart', grocery(milk))).statusCode).toBe(404);
      expect((await call(token, 'incrementQty', grocery(milk))).statusCode).toBe(404);
    });
  });

  describe('what may go in a cart', () => {
    it('refuses the other cart with 400 naming the right one, writing nothing', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      for (const name of CHANGES) {
        const res = await call(token, name, grocery(paneer));
        expect(res.statusCode, name).toBe(400);
        const body = json<AnyReply>(res);
        expect(body.message).toBe('This product belongs in the foodCart');
        expect(body.errors).toEqual([{ path: 'cartKey', message: 'This product belongs in the foodCart' }]);
      }
      expect(json(await call(token, 'addToCart', food(milk))).message).toBe('This product belongs in the groceryCart');
      expect(await lineCount(id)).toBe(0);
    });

    it('refuses out-of-stock products and closed shops with 409 and a plain reason', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      for (const name of ['addToCart', 'incrementQty']) {
        const out = await call(token, name, food(chicken));
        expect(out.statusCode).toBe(409);
        expect(json(out)).toEqual({ success: false, message: 'This product is out of stock.' });
        const closed = await call(token, name, food(sandwich));
        expect(closed.statusCode).toBe(409);
        expect(json(closed)).toEqual({ success: false, message: 'This shop is closed right now.' });
      }
      expect(await lineCount(id)).toBe(0);
    });

    it('lets a line whose product went out of stock be lowered and removed', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await t.database.db.insert(cartItems).values({ customerId: id, cartKey: 'foodCart', productId: chicken.id, quantity: 2 });
      expect((await call(token, 'decrementQty', food(chicken))).statusCode).toBe(200);
      expect((await call(token, 'removeFromCart', food(chicken))).statusCode).toBe(200);
      expect(await lineCount(id)).toBe(0);
    });

    it('an unknown product is 404, and so is a pharmacy product while medicines are off', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      const unknown = await call(token, 'addToCart', grocery({ id: '00000000-0000-4000-8000-000000000000' }));
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ success: false, message: 'Product not found.' });
      for (const name of ['addToCart', 'incrementQty']) {
        const hidden = await call(token, name, grocery(syrup));
        expect(hidden.statusCode).toBe(404);
        expect(json(hidden)).toEqual(json(unknown));
      }
      expect(await lineCount(id)).toBe(0);
    });

    it(`holds at most ${CART_MAX_QUANTITY} of one product`, async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await t.database.db.insert(cartItems).values({ customerId: id, cartKey: 'foodCart', productId: paneer.id, quantity: CART_MAX_QUANTITY - 1 });
      expect((await call(token, 'incrementQty', food(paneer))).statusCode).toBe(200);
      for (const name of ['incrementQty', 'addToCart']) {
        const res = await call(token, name, food(paneer));
        expect(res.statusCode, name).toBe(409);
        expect(json(res)).toEqual({ success: false, message: 'You can add at most 20 of one product.' });
      }
      expect(await quantityOf(id, paneer.id)).toBe(CART_MAX_QUANTITY);
    });

    it(`holds at most ${CART_MAX_LINES} lines per cart, and still adds one more of a product already in it`, async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await fill(id, groceries.slice(0, CART_MAX_LINES));
      const full = await call(token, 'addToCart', grocery(groceries[CART_MAX_LINES]!));
      expect(full.statusCode).toBe(409);
      expect(json(full)).toEqual({ success: false, message: 'A cart can hold at most 50 different products.' });
      expect(await lineCount(id)).toBe(CART_MAX_LINES);
      // The other cart has room of its own.
      expect((await call(token, 'addToCart', food(paneer))).statusCode).toBe(200);
      expect((await call(token, 'addToCart', grocery(groceries[3]!))).statusCode).toBe(200);
      expect(await quantityOf(id, groceries[3]!.id)).toBe(2);
    });
  });

  describe('bad input', () => {
    const bad: { payload: object; path: string }[] = [
      { payload: { productId: 'nope', cartKey: 'foodCart' }, path: 'productId' },
      { payload: { productId: '00000000-0000-4000-8000-000000000000', cartKey: 'snackCart' }, path: 'cartKey' },
      { payload: { cartKey: 'foodCart' }, path: 'productId' },
      { payload: { productId: '00000000-0000-4000-8000-000000000000' }, path: 'cartKey' },
    ];
    it.each(CHANGES.flatMap((name) => bad.map((b) => ({ name, ...b }))))('$name refuses a bad $path', async ({ name, payload, path }) => {
      const { token } = await tokenFor(t, 'customer');
      const before = await lineCount();
      const res = await call(token, name, payload);
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain(path);
      expect(await lineCount()).toBe(before);
    });
  });

  describe('access', () => {
    it('needs a signed-in customer', async () => {
      const seller = await tokenFor(t, 'seller', dhaba.sellerId);
      const admin = await tokenFor(t, 'admin');
      const deliveryPartner = await tokenFor(t, 'delivery');
      const before = await lineCount();
      expect((await t.app.inject({ method: 'GET', url: '/api/cart/getCart' })).statusCode).toBe(401);
      for (const name of CHANGES) expect((await call(null, name, food(paneer))).statusCode, name).toBe(401);
      for (const other of [seller, admin, deliveryPartner]) {
        expect((await t.app.inject({ method: 'GET', url: '/api/cart/getCart', headers: bearer(other.token) })).statusCode).toBe(403);
        for (const name of CHANGES) expect((await call(other.token, name, food(paneer))).statusCode, name).toBe(403);
      }
      expect(await lineCount()).toBe(before);
    });

    it("never reaches another customer's cart", async () => {
      const asha = await tokenFor(t, 'customer');
      const dev = await tokenFor(t, 'customer');
      await call(asha.token, 'addToCart', food(paneer));
      await call(asha.token, 'incrementQty', food(paneer));
      for (const name of ['removeFromCart', 'incrementQty', 'decrementQty']) {
        expect((await call(dev.token, name, food(paneer))).statusCode, name).toBe(404);
      }
      expect(await getCart(dev.token)).toEqual({ success: true, foodCart: [], groceryCart: [] });
      expect(await quantityOf(asha.id, paneer.id)).toBe(2);
      // Dev's own add makes Dev's line, leaving Asha's alone.
      await call(dev.token, 'addToCart', food(paneer));
      expect(await quantityOf(dev.id, paneer.id)).toBe(1);
      expect(await quantityOf(asha.id, paneer.id)).toBe(2);
    });
  });

  describe('concurrent calls', () => {
    const parallel = (n: number, f: (i: number) => Promise<{ statusCode: number }>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
    const statuses = (list: { statusCode: number }[]) => list.map((r) => r.statusCode).sort();

    it('20 increments of a line at 1 end at exactly 20, one refused', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await call(token, 'addToCart', food(dal));
      const results = await parallel(20, () => call(token, 'incrementQty', food(dal)));
      expect(statuses(results)).toEqual([...Array(19).fill(200), 409]);
      expect(await quantityOf(id, dal.id)).toBe(20);
    });

    it('19 increments of a line at 1 all land at exactly 20', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await call(token, 'addToCart', food(dal));
      const results = await parallel(19, () => call(token, 'incrementQty', food(dal)));
      expect(statuses(results)).toEqual(Array(19).fill(200));
      expect(await quantityOf(id, dal.id)).toBe(20);
    });

    it('20 adds of one new product end at exactly 20', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      const results = await parallel(20, () => call(token, 'addToCart', food(paneer)));
      expect(statuses(results)).toEqual(Array(20).fill(200));
      expect(await quantityOf(id, paneer.id)).toBe(20);
    });

    it('30 adds of distinct products to a cart of 45 lines end at exactly 50 lines', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await fill(id, groceries.slice(0, 45));
      const results = await parallel(30, (i) => call(token, 'addToCart', grocery(groceries[45 + i]!)));
      expect(statuses(results)).toEqual([...Array(5).fill(200), ...Array(25).fill(409)]);
      expect(await lineCount(id)).toBe(CART_MAX_LINES);
    });

    it('decrements from 10 by 10 parallel calls take the line out exactly once', async () => {
      const { id, token } = await tokenFor(t, 'customer');
      await t.database.db.insert(cartItems).values({ customerId: id, cartKey: 'foodCart', productId: dal.id, quantity: 10 });
      const results = await parallel(10, () => call(token, 'decrementQty', food(dal)));
      expect(statuses(results)).toEqual(Array(10).fill(200));
      expect(results.filter((r) => json(r as never).message === 'Product removed from cart!')).toHaveLength(1);
      expect(await lineCount(id)).toBe(0);
    });
  });
});

describe('carts while medicines are on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ MEDICINES_ENABLED: 'true' });
  });
  afterAll(() => t.close());

  it('puts pharmacy products in the grocery cart', async () => {
    const chemist = await makeShop(t.database.db, { name: 'Care Chemist', category: 'Pharmacy' });
    const [syrup] = await makeProducts(t.database.db, chemist, [{ name: 'Cough Syrup', pricePaise: 12_000 }]);
    const { token } = await tokenFor(t, 'customer');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/cart/addToCart', payload: { productId: syrup!.id, cartKey: 'foodCart' }, headers: bearer(token) });
    expect(json(wrong)).toMatchObject({ message: 'This product belongs in the groceryCart' });
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/addToCart', payload: { productId: syrup!.id, cartKey: 'groceryCart' }, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const cart = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/cart/getCart', headers: bearer(token) }));
    expect(cart.groceryCart.map((l: AnyReply) => [l.product.name, l.product.shopType])).toEqual([['Cough Syrup', 'Pharmacy']]);
  });
});
