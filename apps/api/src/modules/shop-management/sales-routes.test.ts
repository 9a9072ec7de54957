import { SALES_CHART_DAYS, type Role } from '@nukkad/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesRecords, type ProductRow, type ShopRow } from '../../db/schema';
import { businessDate } from '../../lib/time';
import { getSales, getSalesTotals } from './sales';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

/** The calendar day `n` days before `day` (both YYYY-MM-DD). */
const daysBefore = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
};

describe('a seller’s sales', () => {
  let t: TestApp;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let dal: ProductRow;
  let cake: ProductRow;
  let customer: { id: string };
  let tokens: Record<'dhaba' | 'bakery' | Exclude<Role, 'seller'>, string>;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  /** A sales record on `date`, each of its own delivered order, as delivery leaves them. */
  const sale = async (shop: ShopRow, product: ProductRow, date: string, amountPaise: number) => {
    const { order } = await makeOrder(t.database.db, { customer, lines: [{ product, quantity: 1 }], status: 'Delivered' });
    await t.database.db.insert(salesRecords).values({ sellerId: shop.sellerId, orderId: order.id, amountPaise, date });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Sharma Dhaba', category: 'Restaurant' });
    bakery = await makeShop(db, { name: 'Rise Bakery', category: 'Bakery' });
    [dal] = (await makeProducts(db, dhaba, [{ name: 'Dal Makhani', pricePaise: 18_050 }])) as [ProductRow];
    [cake] = (await makeProducts(db, bakery, [{ name: 'Chocolate Cake', pricePaise: 45_000 }])) as [ProductRow];
    customer = await makeAccount(db, 'customer');
    tokens = {
      dhaba: sign(dhaba.sellerId, 'seller'),
      bakery: sign(bakery.sellerId, 'seller'),
      customer: sign(customer.id, 'customer'),
      admin: sign((await makeAccount(db, 'admin')).id, 'admin'),
      delivery: sign((await makeAccount(db, 'delivery')).id, 'delivery'),
    };

    const today = businessDate();
    await sale(dhaba, dal, today, 12_050);
    await sale(dhaba, dal, today, 2_500);
    await sale(dhaba, dal, daysBefore(today, 2), 99_999);
    await sale(dhaba, dal, daysBefore(today, 6), 100);
    await sale(dhaba, dal, daysBefore(today, 7), 50_000);
    await sale(dhaba, dal, daysBefore(today, 29), 1_000);
    await sale(dhaba, dal, daysBefore(today, 30), 7_000);
    // The bakery's sales never reach the dhaba's figures.
    await sale(bakery, cake, today, 77_700);
    await sale(bakery, cake, daysBefore(today, 2), 45_000);
  });
  afterAll(() => t.close());

  describe('GET /api/shop/sales', () => {
    it('gives one entry per Asia/Kolkata day of the last 7 days ending today, oldest first, zero-filled, in rupees', async () => {
      const res = await get('/api/shop/sales?days=7', tokens.dhaba);
      expect(res.statusCode).toBe(200);
      const today = businessDate();
      // By hand: today 120.50 + 25.00; two days ago 999.99; six days ago 1.00; the rest nothing.
      expect(json(res)).toEqual({
        success: true,
        sales: [
          { date: daysBefore(today, 6), amount: 1 },
          { date: daysBefore(today, 5), amount: 0 },
          { date: daysBefore(today, 4), amount: 0 },
          { date: daysBefore(today, 3), amount: 0 },
          { date: daysBefore(today, 2), amount: 999.99 },
          { date: daysBefore(today, 1), amount: 0 },
          { date: today, amount: 145.5 },
        ],
        // Every record ever, inside the window or not: 145.50 + 999.99 + 1 + 500 + 10 + 70.
        total: 1_726.49,
      });
    });

    it('covers the last 30 days when no days are given', async () => {
      const body = json<AnyReply>(await get('/api/shop/sales', tokens.dhaba));
      const today = businessDate();
      expect(body.sales).toHaveLength(SALES_CHART_DAYS);
      expect(body.sales[0]).toEqual({ date: daysBefore(today, 29), amount: 10 });
      expect(body.sales[29]).toEqual({ date: today, amount: 145.5 });
      expect(body.sales.find((d: AnyReply) => d.date === daysBefore(today, 7))).toEqual({ date: daysBefore(today, 7), amount: 500 });
      expect(body.sales.map((d: AnyReply) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => daysBefore(today, 29 - i)));
      const inWindow = body.sales.reduce((s: number, d: AnyReply) => s + Math.round(d.amount * 100), 0);
      expect(inWindow).toBe(12_050 + 2_500 + 99_999 + 100 + 50_000 + 1_000);
      expect(body.total).toBe(1_726.49);
    });

    it('shows each seller only their own sales', async () => {
      const body = json<AnyReply>(await get('/api/shop/sales?days=3', tokens.bakery));
      const today = businessDate();
      expect(body).toEqual({
        success: true,
        sales: [
          { date: daysBefore(today, 2), amount: 450 },
          { date: daysBefore(today, 1), amount: 0 },
          { date: today, amount: 777 },
        ],
        total: 1_227,
      });
    });

    it('is all zeros for a seller without sales', async () => {
      const fresh = await makeShop(t.database.db, { name: 'New Cafe', category: 'Restaurant' });
      const body = json<AnyReply>(await get('/api/shop/sales?days=1', sign(fresh.sellerId, 'seller')));
      expect(body).toEqual({ success: true, sales: [{ date: businessDate(), amount: 0 }], total: 0 });
    });

    it.each(['0', '367', '-3', '1.5', 'abc'])('refuses days=%s with 400 naming days', async (days) => {
      const res = await get(`/api/shop/sales?days=${days}`, tokens.dhaba);
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res)).toMatchObject({ success: false });
      expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain('days');
    });

    it('needs a seller session: 401 without one, 403 for a customer, delivery partner or admin', async () => {
      expect((await get('/api/shop/sales')).statusCode).toBe(401);
      for (const role of ['customer', 'delivery', 'admin'] as const) expect((await get('/api/shop/sales', tokens[role])).statusCode).toBe(403);
    });
  });

  describe('the sales service on a chosen day', () => {
    const actorOf = (shop: ShopRow) => ({ id: shop.sellerId, role: 'seller' as const });

    it('counts days across a month end by the calendar, summing each day', async () => {
      const shop = await makeShop(t.database.db, { name: 'Month End Mithai', category: 'Bakery' });
      const [laddoo] = (await makeProducts(t.database.db, shop, [{ name: 'Laddoo', pricePaise: 1_000 }])) as [ProductRow];
      await sale(shop, laddoo, '2026-02-27', 300);
      await sale(shop, laddoo, '2026-03-01', 1_234);
      await sale(shop, laddoo, '2026-03-01', 66);
      await sale(shop, laddoo, '2026-03-02', 5);
      const reply = await getSales(t.database.db, actorOf(shop), { days: 4 }, '2026-03-02');
      expect(reply).toEqual({
        sales: [
          { date: '2026-02-27', amount: 3 },
          { date: '2026-02-28', amount: 0 },
          { date: '2026-03-01', amount: 13 },
          { date: '2026-03-02', amount: 0.05 },
        ],
        total: 16.05,
      });
      expect(await getSalesTotals(t.database.db, actorOf(shop), '2026-03-01')).toEqual({ salesTotal: 1_605, todaySalesTotal: 1_300 });
      expect(await getSalesTotals(t.database.db, actorOf(shop), '2026-02-28')).toEqual({ salesTotal: 1_605, todaySalesTotal: 0 });
    });

    it('gives the totals in paise, today being the Asia/Kolkata day', async () => {
      expect(await getSalesTotals(t.database.db, actorOf(dhaba))).toEqual({ salesTotal: 172_649, todaySalesTotal: 14_550 });
      expect(await getSalesTotals(t.database.db, actorOf(bakery))).toEqual({ salesTotal: 122_700, todaySalesTotal: 77_700 });
    });
  });
});
