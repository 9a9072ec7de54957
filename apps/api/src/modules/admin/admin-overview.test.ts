import type { ItemStatus } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPartners, orders, type ProductRow } from '../../db/schema';
import { businessDate } from '../../lib/time';
import { signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type OrderRow = typeof orders.$inferSelect;
type Overview = {
  orders: { total: number; pending: number; delivered: number };
  deliveryBoys: { active: number; available: number };
  sales: { total: number; today: number; coupons: number };
  outstandingAmount: number;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PENDING: ItemStatus[] = ['Processing', 'Preparing', 'Out For Delivery'];

/** The Asia/Kolkata calendar day of a moment, computed apart from the API: IST is UTC+05:30 all year. */
const istDay = (moment: Date) => new Date(moment.getTime() + 5.5 * HOUR).toISOString().slice(0, 10);
const sumPaise = (rows: OrderRow[]) => rows.reduce((sum, row) => sum + row.totalAmountPaise, 0);

describe('the admin dashboard: overview figures and the 30-day trend', () => {
  let t: TestApp;
  let admin: Signed;
  let dal: ProductRow;
  let naan: ProductRow;
  let cake: ProductRow;
  const created: OrderRow[] = [];
  const deliveryPartnerList: { id: string; isAvailable: boolean; outstandingAmountPaise: number }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    admin = await signedIn(t, 'admin', 'Meera Admin');
    const dhaba = await makeShop(db, { name: 'Overview Dhaba', category: 'Restaurant' });
    const bakery = await makeShop(db, { name: 'Overview Bakery', category: 'Bakery' });
    [dal, naan] = (await makeProducts(db, dhaba, [
      { name: 'Dal Makhani', pricePaise: 18_050 },
      { name: 'Butter Naan', pricePaise: 4_525 },
    ])) as [ProductRow, ProductRow];
    [cake] = (await makeProducts(db, bakery, [{ name: 'Plum Cake', pricePaise: 32_099 }])) as [ProductRow];
    const customer = await makeAccount(db, 'customer');

    // Five partners: on duty or not, owing cash or not.
    const setUp = [
      { isAvailable: true, outstandingAmountPaise: 15_050 },
      { isAvailable: false, outstandingAmountPaise: 0 },
      { isAvailable: true, outstandingAmountPaise: 100_000 },
      { isAvailable: false, outstandingAmountPaise: 2_525 },
      { isAvailable: true, outstandingAmountPaise: 0 },
    ];
    for (const values of setUp) {
      const { id } = await makeAccount(db, 'delivery');
      await db.update(deliveryPartners).set(values).where(eq(deliveryPartners.id, id));
      deliveryPartnerList.push({ id, ...values });
    }
    const [p1, p2, p3, p4] = deliveryPartnerList as [(typeof deliveryPartnerList)[0], (typeof deliveryPartnerList)[0], (typeof deliveryPartnerList)[0], (typeof deliveryPartnerList)[0]];

    const now = Date.now();
    const orderOf = async (status: ItemStatus, opts: { deliveryPartner?: string; createdAt?: Date; deliveredAt?: Date; quantity?: number; bakery?: boolean } = {}) => {
      const { order } = await makeOrder(db, {
        customer,
        status,
        lines: opts.bakery ? [{ product: cake, quantity: opts.quantity ?? 1 }] : [{ product: dal, quantity: opts.quantity ?? 1 }, { product: naan, quantity: 2 }],
        fees: { deliveryChargePaise: 2_500, convenienceFeesPaise: 1_010 },
        ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
        ...(opts.deliveredAt ? { deliveredAt: opts.deliveredAt } : {}),
      });
      const row = opts.deliveryPartner
        ? (await db.update(orders).set({ deliveryPartnerId: opts.deliveryPartner }).where(eq(orders.id, order.id)).returning())[0]!
        : order;
      created.push(row);
    };
    await orderOf('Processing');
    await orderOf('Processing', { deliveryPartner: p1.id, quantity: 3 });
    await orderOf('Processing', { bakery: true, createdAt: new Date(now - 2 * DAY) });
    await orderOf('Preparing', { deliveryPartner: p2.id });
    await orderOf('Out For Delivery', { deliveryPartner: p1.id, bakery: true });
    // Delivered today, on two earlier days, and one placed two days ago but delivered yesterday.
    await orderOf('Delivered', { deliveryPartner: p3.id, deliveredAt: new Date(now - 60_000) });
    await orderOf('Delivered', { deliveryPartner: p3.id, quantity: 4, bakery: true, deliveredAt: new Date(now) });
    await orderOf('Delivered', { deliveryPartner: p3.id, createdAt: new Date(now - 3 * DAY), deliveredAt: new Date(now - 3 * DAY + HOUR) });
    await orderOf('Delivered', { deliveryPartner: p1.id, quantity: 2, createdAt: new Date(now - 3 * DAY - HOUR), deliveredAt: new Date(now - 3 * DAY) });
    await orderOf('Delivered', { deliveryPartner: p3.id, createdAt: new Date(now - 2 * DAY), deliveredAt: new Date(now - 1.2 * DAY) });
    await orderOf('Cancelled', { deliveryPartner: p4.id });
    await orderOf('Cancelled', { bakery: true, createdAt: new Date(now - 40 * DAY) });
  });
  afterAll(() => t.close());

  it('GET /api/admin/dashboard-overview: every figure equals the sum over the rows this test created', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard-overview', headers: admin.headers });
    const today = businessDate();
    expect(res.statusCode).toBe(200);

    const delivered = created.filter((o) => o.deliveryStatus === 'Delivered');
    const pending = created.filter((o) => PENDING.includes(o.deliveryStatus));
    const activeDeliveryPartners = new Set(pending.map((o) => o.deliveryPartnerId).filter((id) => id !== null));
    const expected: Overview = {
      orders: { total: created.length, pending: pending.length, delivered: delivered.length },
      deliveryBoys: { active: activeDeliveryPartners.size, available: deliveryPartnerList.filter((p) => p.isAvailable).length },
      sales: {
        total: sumPaise(delivered) / 100,
        today: sumPaise(delivered.filter((o) => istDay(o.deliveredAt!) === today)) / 100,
        // No order of this fixture has a coupon (the coupons' tests count one).
        coupons: 0,
      },
      outstandingAmount: deliveryPartnerList.reduce((sum, p) => sum + p.outstandingAmountPaise, 0) / 100,
    };
    expect(json(res)).toEqual({ success: true, data: expected });
    // The fixture is what it means to be: every figure is non-trivial.
    expect(expected).toMatchObject({ orders: { total: 12, pending: 5, delivered: 5 }, deliveryBoys: { active: 2, available: 3 } });
    expect(expected.sales.today).toBeGreaterThan(0);
    expect(expected.sales.today).toBeLessThan(expected.sales.total);
  });

  it('GET /api/admin/dashboard-trend: per Asia/Kolkata day, oldest first, orders placed and sales delivered, zero-filled', async () => {
    const days = 5;
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/dashboard-trend?days=${days}`, headers: admin.headers });
    const today = businessDate();
    expect(res.statusCode).toBe(200);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const dates = Array.from({ length: days }, (_, i) => new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10));
    const expected = dates.map((date) => ({
      date,
      orders: created.filter((o) => istDay(o.createdAt) === date).length,
      sales: sumPaise(created.filter((o) => o.deliveryStatus === 'Delivered' && istDay(o.deliveredAt!) === date)) / 100,
    }));
    expect(json(res)).toEqual({ success: true, days: expected });
    expect(expected.filter((day) => day.orders === 0 && day.sales === 0).length).toBeGreaterThan(0);
    expect(expected.reduce((n, day) => n + day.orders, 0)).toBe(created.length - 1);
  });

  it('the trend defaults to 30 days ending today', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard-trend', headers: admin.headers });
    const body = json<{ days: { date: string }[] }>(res);
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)!.date).toBe(businessDate());
  });
});
