import type { AdminOrderSummary, ItemStatus } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, type ProductRow } from '../../db/schema';
import { getOrdersByMonth } from './admin-orders';
import { signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type OrderRow = typeof orders.$inferSelect;
type MonthReply = { success: true; orders: AdminOrderSummary[]; hasMore: boolean };
type AllReply = { success: true; orders: AdminOrderSummary[]; totalOrders: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A moment written as Asia/Kolkata wall-clock time. */
const ist = (wallClock: string) => new Date(`${wallClock}+05:30`);
/** The Asia/Kolkata year and month of a moment, computed apart from the API: IST is UTC+05:30 all year. */
const istMonth = (moment: Date) => new Date(moment.getTime() + 5.5 * HOUR).toISOString().slice(0, 7);
const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

describe('admin order listings: this month’s orders, all orders, one order by its display id', () => {
  let t: TestApp;
  let admin: Signed;
  let customer: { id: string; name: string };
  let dal: ProductRow;
  let cake: ProductRow;
  let deliveryPartner: { id: string; name: string };
  const created: OrderRow[] = [];
  const get = <T>(url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers }).then((res) => ({ status: res.statusCode, body: json<T>(res) }));
  const admin$ = () => ({ id: admin.id, role: 'admin' as const });

  const orderOf = async (status: ItemStatus, createdAt?: Date, opts: { two?: boolean } = {}) => {
    const { order } = await makeOrder(t.database.db, {
      customer,
      status,
      lines: opts.two ? [{ product: dal, quantity: 2 }, { product: cake, quantity: 1 }] : [{ product: dal, quantity: 1 }],
      ...(createdAt ? { createdAt } : {}),
    });
    created.push(order);
    return order;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    admin = await signedIn(t, 'admin');
    const dhaba = await makeShop(db, { name: 'Lists Dhaba', category: 'Restaurant' });
    const bakery = await makeShop(db, { name: 'Lists Bakery', category: 'Bakery' });
    [dal] = (await makeProducts(db, dhaba, [{ name: 'Dal Tadka', pricePaise: 15_000 }])) as [ProductRow];
    [cake] = (await makeProducts(db, bakery, [{ name: 'Fruit Cake', pricePaise: 28_000 }])) as [ProductRow];
    customer = await makeAccount(db, 'customer', 'Kiran Rao');
    deliveryPartner = await makeAccount(db, 'delivery', 'Ravi Kumar');
    // This month (now), of every status, and orders of earlier months that the month listing must leave out.
    const now = Date.now();
    for (let i = 0; i < 7; i++) await orderOf('Processing', new Date(now - i * 1_000), { two: i === 0 });
    await orderOf('Preparing', new Date(now - 8_000));
    for (let i = 0; i < 3; i++) await orderOf('Out For Delivery', new Date(now - (9 + i) * 1_000));
    for (let i = 0; i < 2; i++) await orderOf('Delivered', new Date(now - (12 + i) * 1_000));
    await orderOf('Cancelled', new Date(now - 14_000));
    await orderOf('Delivered', new Date(now - 40 * DAY));
    await orderOf('Processing', new Date(now - 45 * DAY));
    await orderOf('Cancelled', new Date(now - 70 * DAY));
    await db.update(orders).set({ deliveryPartnerId: deliveryPartner.id }).where(eq(orders.id, created[0]!.id));
    // Month boundaries, in a month long past: 23:59 IST on the last day of February and 00:00 IST on 1 March.
    await orderOf('Processing', ist('2026-02-28T23:59:00'));
    await orderOf('Delivered', ist('2026-03-01T00:00:00'));
    await orderOf('Processing', ist('2026-03-31T23:59:59.999'));
    await orderOf('Processing', ist('2026-04-01T00:00:00'));
  });
  afterAll(() => t.close());

  describe('GET /api/admin/getOrdersByMonth', () => {
    const thisMonth = () => created.filter((o) => istMonth(o.createdAt) === istMonth(new Date())).sort(newestFirst);

    it('pages of 10 of this month’s orders, newest first, with hasMore', async () => {
      const month = thisMonth();
      expect(month).toHaveLength(14);
      const first = await get<MonthReply>('/api/admin/getOrdersByMonth?page=1&limit=10');
      expect(first.status).toBe(200);
      expect(first.body.orders.map((o) => o.id)).toEqual(month.slice(0, 10).map((o) => o.displayId));
      expect(first.body.hasMore).toBe(true);
      const second = await get<MonthReply>('/api/admin/getOrdersByMonth?page=2&limit=10');
      expect(second.body.orders.map((o) => o.id)).toEqual(month.slice(10).map((o) => o.displayId));
      expect(second.body.hasMore).toBe(false);
      const third = await get<MonthReply>('/api/admin/getOrdersByMonth?page=3');
      expect(third.body).toEqual({ success: true, orders: [], hasMore: false });
    });

    it('a row carries the customer, the shops, the line count, the figures and the partner', async () => {
      const { body } = await get<MonthReply>('/api/admin/getOrdersByMonth');
      const order = created[0]!;
      expect(body.orders[0]).toEqual({
        _id: order.id,
        id: order.displayId,
        createdAt: order.createdAt.toISOString(),
        customerName: 'Kiran Rao',
        shopNames: ['Lists Bakery', 'Lists Dhaba'],
        itemCount: 2,
        deliveryStatus: 'Processing',
        paymentMethod: 'COD',
        paymentStatus: 'Unpaid',
        totalAmount: order.totalAmountPaise / 100,
        deliveryBoy: { _id: deliveryPartner.id, name: 'Ravi Kumar' },
      });
      expect(body.orders[1]!.deliveryBoy).toBeNull();
    });

    it.each([
      ['Processing', 'Processing', 7],
      ['Out for Delivery', 'Out For Delivery', 3],
      ['Delivered', 'Delivered', 2],
    ] as const)('filter %s keeps only %s orders of this month', async (filter, status, n) => {
      const { status: code, body } = await get<MonthReply>(`/api/admin/getOrdersByMonth?filter=${encodeURIComponent(filter)}`);
      expect(code).toBe(200);
      const expected = thisMonth().filter((o) => o.deliveryStatus === status);
      expect(expected).toHaveLength(n);
      expect(body.orders.map((o) => o.id)).toEqual(expected.map((o) => o.displayId));
      expect(body.hasMore).toBe(false);
    });

    it('month boundaries are Asia/Kolkata’s: 23:59 IST on the last day is last month, 00:00 IST on the first is this month', async () => {
      const boundary = created.slice(-4);
      const [feb2359, mar0000, mar3123, apr0000] = boundary.map((o) => o.displayId) as [string, string, string, string];
      const list = async (now: Date) =>
        (await getOrdersByMonth(t.database.db, admin$(), { page: 1, limit: 50, filter: 'All', now })).orders.map((o) => o.id);
      // In March (mid-month, and at its very first instant, which in UTC is still 28 February).
      expect(await list(ist('2026-03-15T12:00:00'))).toEqual([mar3123, mar0000]);
      expect(await list(ist('2026-03-01T00:00:00'))).toEqual([mar3123, mar0000]);
      expect(await list(ist('2026-03-31T23:59:59.999'))).toEqual([mar3123, mar0000]);
      // In February and April, each holds only its own side of the boundary.
      expect(await list(ist('2026-02-28T23:59:30'))).toEqual([feb2359]);
      expect(await list(ist('2026-04-01T00:00:00'))).toEqual([apr0000]);
      const delivered = await getOrdersByMonth(t.database.db, admin$(), { page: 1, limit: 10, filter: 'Delivered', now: ist('2026-03-10T09:00:00') });
      expect(delivered.orders.map((o) => o.id)).toEqual([mar0000]);
    });
  });

  describe('GET /api/order/getAllOrders', () => {
    const all = () => [...created].sort(newestFirst);

    it('every order, newest first, in pages of 10, with the total', async () => {
      const page1 = await get<AllReply>('/api/order/getAllOrders?page=1&limit=10');
      expect(page1.status).toBe(200);
      expect(page1.body.totalOrders).toBe(created.length);
      expect(page1.body.orders.map((o) => o.id)).toEqual(all().slice(0, 10).map((o) => o.displayId));
      const page2 = await get<AllReply>('/api/order/getAllOrders?page=2');
      expect(page2.body.orders.map((o) => o.id)).toEqual(all().slice(10, 20).map((o) => o.displayId));
    });

    it.each(['Processing', 'Delivered', 'Cancelled'] as const)('filter %s counts and lists only those orders', async (filter) => {
      const expected = all().filter((o) => o.deliveryStatus === filter);
      const { body } = await get<AllReply>(`/api/order/getAllOrders?filter=${filter}&limit=50`);
      expect(body.totalOrders).toBe(expected.length);
      expect(body.orders.map((o) => o.id)).toEqual(expected.map((o) => o.displayId));
      expect(expected.length).toBeGreaterThan(1);
    });
  });

  describe('GET /api/admin/getOrderById/{id}', () => {
    it('finds an order by its display id and by its uuid, each in any case', async () => {
      const order = created[0]!;
      for (const key of [order.displayId, order.displayId.toLowerCase(), order.id, order.id.toUpperCase()]) {
        const { status, body } = await get<{ order: Record<string, unknown> }>(`/api/admin/getOrderById/${key}`);
        expect({ key, status }).toEqual({ key, status: 200 });
        expect(body.order).toMatchObject({
          _id: order.id,
          id: order.displayId,
          deliveryStatus: 'Processing',
          totalAmount: order.totalAmountPaise / 100,
          customer: { _id: customer.id, name: 'Kiran Rao' },
          deliveryBoy: { _id: deliveryPartner.id, name: 'Ravi Kumar' },
          canAssign: true,
          canCancel: true,
          refunded: 0,
        });
        expect(body.order.products).toEqual([
          expect.objectContaining({ productId: dal.id, name: 'Dal Tadka', quantity: 2, price: 150, shopName: 'Lists Dhaba', status: 'Processing' }),
          expect.objectContaining({ productId: cake.id, name: 'Fruit Cake', quantity: 1, price: 280, shopName: 'Lists Bakery', status: 'Processing' }),
        ]);
      }
    });

    it('404 for a display id or uuid of no order; 400 for anything that is neither', async () => {
      const missing = await get<{ message: string }>('/api/admin/getOrderById/ZZZZZZ');
      expect(missing).toEqual({ status: 404, body: { success: false, message: 'Order not found' } });
      expect((await get('/api/admin/getOrderById/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      for (const bad of ['ABC', 'ABCDEFG', 'AB-CD!']) {
        const res = await get<{ message: string }>(`/api/admin/getOrderById/${encodeURIComponent(bad)}`);
        expect({ bad, status: res.status, message: res.body.message }).toEqual({ bad, status: 400, message: 'Please enter a valid 6-character Order ID.' });
      }
    });

    it('a finished order can neither be cancelled nor reassigned; one picked up can be cancelled but not reassigned', async () => {
      const delivered = created.find((o) => o.deliveryStatus === 'Delivered')!;
      const onTheWay = created.find((o) => o.deliveryStatus === 'Out For Delivery')!;
      expect((await get<{ order: object }>(`/api/admin/getOrderById/${delivered.displayId}`)).body.order).toMatchObject({ canAssign: false, canCancel: false });
      expect((await get<{ order: object }>(`/api/admin/getOrderById/${onTheWay.displayId}`)).body.order).toMatchObject({ canAssign: false, canCancel: true });
    });
  });
});
