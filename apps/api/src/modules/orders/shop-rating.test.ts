import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { shops, type ProductRow, type ShopRow } from '../../db/schema';
import { makeAccount, makeOrder, makeProducts, makeShop, type OrderLineFixture } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

describe('a shop’s rating from its reviewed orders', () => {
  let t: TestApp;
  let token: string;
  let customer: { id: string };
  let dhaba: ShopRow;
  let grocer: ShopRow;
  let bakery: ShopRow;
  let paneer: ProductRow;
  let milk: ProductRow;
  let bun: ProductRow;

  const shopReply = async (shop: ShopRow) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/getShopAndProducts/${shop.id}` });
    expect(res.statusCode).toBe(200);
    return json<AnyReply>(res).shop;
  };
  const figures = async (shop: ShopRow) => {
    const [row] = await t.database.db.select({ total: shops.ratingTotal, count: shops.ratingCount }).from(shops).where(eq(shops.id, shop.id));
    return row!;
  };
  const review = (orderId: string, overallRatings: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/submit-review',
      payload: { orderId, ratings: { deliveryRatings: 3, appRatings: 3, overallRatings } },
      headers: bearer(token),
    });
  const reviewedOrder = async (lines: OrderLineFixture[], overallRatings: number) => {
    const { order } = await makeOrder(t.database.db, { customer, lines, status: 'Delivered' });
    expect((await review(order.id, overallRatings)).statusCode).toBe(200);
    return order;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Rating Dhaba', category: 'Restaurant' });
    grocer = await makeShop(db, { name: 'Rating Grocer', category: 'Grocery' });
    bakery = await makeShop(db, { name: 'Rating Bakery', category: 'Bakery' });
    [paneer] = await makeProducts(db, dhaba, [{ name: 'Paneer Tikka', pricePaise: 22_900 }]);
    [milk] = await makeProducts(db, grocer, [{ name: 'Toned Milk 1L', pricePaise: 6_600 }]);
    [bun] = await makeProducts(db, bakery, [{ name: 'Pav Bun', pricePaise: 4_000 }]);
    customer = await makeAccount(db, 'customer');
    token = t.app.jwt.sign({ sub: customer.id, role: 'customer', ver: 0 }, { expiresIn: '1h' });
  });
  afterAll(() => t.close());

  it('shows no rating below three reviews, then the average of the overall ratings to one decimal, counting each shop of an order', async () => {
    expect((await shopReply(dhaba)).rating).toBeNull();
    await reviewedOrder([{ product: paneer, quantity: 1 }], 5);
    await reviewedOrder([{ product: paneer, quantity: 2 }], 4);
    expect((await shopReply(dhaba)).rating).toBeNull();
    expect(await figures(dhaba)).toEqual({ total: 9, count: 2 });

    // One order with items of two shops counts once for each.
    const both = await reviewedOrder(
      [
        { product: paneer, quantity: 1 },
        { product: milk, quantity: 1 },
      ],
      4,
    );
    // (5 + 4 + 4) / 3 = 4.33…
    expect((await shopReply(dhaba)).rating).toEqual({ average: 4.3, count: 3 });
    expect(await figures(grocer)).toEqual({ total: 4, count: 1 });
    expect((await shopReply(grocer)).rating).toBeNull();

    // A second review of the same order is refused and counts nowhere.
    const again = await review(both.id, 1);
    expect(again.statusCode).toBe(409);
    expect(await figures(dhaba)).toEqual({ total: 13, count: 3 });
    expect(await figures(grocer)).toEqual({ total: 4, count: 1 });
    expect((await shopReply(dhaba)).rating).toEqual({ average: 4.3, count: 3 });
  });

  it('leaves out the shop whose every item of the order was cancelled, and rounds a half up', async () => {
    const before = await figures(dhaba);
    await reviewedOrder(
      [
        { product: paneer, quantity: 1 },
        { product: bun, quantity: 3, status: 'Cancelled' },
      ],
      2,
    );
    expect(await figures(bakery)).toEqual({ total: 0, count: 0 });
    expect(await figures(dhaba)).toEqual({ total: before.total + 2, count: before.count + 1 });
    // 15 / 4 = 3.75, shown as 3.8.
    expect((await shopReply(dhaba)).rating).toEqual({ average: 3.8, count: 4 });
  });

  it('gives the restaurant cards the same rating', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/get-restaurants?search=Rating%20Dhaba' });
    expect(res.statusCode).toBe(200);
    const card = json<AnyReply>(res).restaurants.find((r: AnyReply) => r._id === dhaba.id);
    expect(card.rating).toEqual({ average: 3.8, count: 4 });
  });

  it('keeps the figures out of reach of a rating that was never delivered', async () => {
    const { order } = await makeOrder(t.database.db, { customer, lines: [{ product: milk, quantity: 1 }], status: 'Preparing' });
    expect((await review(order.id, 5)).statusCode).toBe(409);
    expect(await figures(grocer)).toEqual({ total: 4, count: 1 });
  });

  it('counts, in the migration that added the figures, the orders reviewed before it exactly as reviews do', async () => {
    const kept = await Promise.all([dhaba, grocer, bakery].map(figures));
    const statements = (await readFile(path.join(migrationsFolder, '0008_shop_ratings.sql'), 'utf8')).split('--> statement-breakpoint');
    const backfill = statements.at(-1)!;
    expect(backfill).toContain('UPDATE "shops"');
    const ids = [dhaba.id, grocer.id, bakery.id];
    await t.database.db.update(shops).set({ ratingTotal: 0, ratingCount: 0 }).where(inArray(shops.id, ids));
    await t.database.db.execute(sql.raw(backfill));
    expect(await Promise.all([dhaba, grocer, bakery].map(figures))).toEqual(kept);
  });
});
