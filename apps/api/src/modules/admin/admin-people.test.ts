import { type AdminDeliveryBoyReply } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, commissionEntries, orders, outstandingPayments, products, salesRecords, type ProductRow, type ShopRow } from '../../db/schema';
import { businessDate } from '../../lib/time';
import { ADMIN_PRODUCTS_PAGE_SIZE } from './products';
import { everythingWritten, signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

describe('an admin looks up sellers, products, customers and partners, and clears a partner’s cash', () => {
  let t: TestApp;
  let admin: Signed;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let shopless: { id: string };
  let paneer: ProductRow;
  let naan: ProductRow;
  let cake: ProductRow;
  let customer: { id: string; name: string; phone: string };
  let ravi: Signed;
  let sita: Signed;
  let idle: Signed;
  /** The COD totals each partner collected, in paise. */
  const collected: Record<string, number[]> = {};

  const get = async (url: string, headers = admin.headers) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: json<AnyReply>(res) };
  };
  const clear = (id: string) => t.app.inject({ method: 'PUT', url: `/api/admin/deliveryBoy/clearOutstanding/${id}`, headers: admin.headers });

  /** A COD order of the customer taken, picked up and delivered by the partner through their own calls. */
  async function deliverCod(deliveryPartner: Signed, lines: { product: ProductRow; quantity: number }[]) {
    const { order } = await makeOrder(t.database.db, { customer, lines, fees: { deliveryChargePaise: 2_500, convenienceFeesPaise: 1_000 } });
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: deliveryPartner.headers, ...(payload ? { payload } : {}) }).then((res) => expect(res.statusCode).toBe(200));
    await call('POST', `/api/delivery/orders/${order.id}/accept`, { deliveryBoyId: deliveryPartner.id });
    for (const line of lines) await call('PUT', '/api/delivery/order/confirm-pickup', { orderId: order.id, productId: line.product.id });
    await call('PUT', `/api/delivery/order/confirm-delivery/${order.id}`);
    (collected[deliveryPartner.id] ??= []).push(order.totalAmountPaise);
    return order;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    admin = await signedIn(t, 'admin', 'Meera Admin');
    dhaba = await makeShop(db, { name: 'Sharma Dhaba', category: 'Restaurant' });
    bakery = await makeShop(db, { name: 'Rise Bakery', category: 'Bakery', isOpen: false });
    shopless = await makeAccount(db, 'seller', 'Nishant Without Shop');
    [paneer, naan] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000, categories: ['Starters'] },
      { name: 'Butter Naan', pricePaise: 4_500, categories: ['Breads'], inStock: false },
    ])) as [ProductRow, ProductRow];
    [cake] = (await makeProducts(db, bakery, [
      { name: 'Chocolate Cake', pricePaise: 45_000 },
      ...Array.from({ length: 22 }, (_, i) => ({ name: `Cookie ${String(i + 1).padStart(2, '0')}`, pricePaise: 2_000 + i })),
    ])) as [ProductRow];
    customer = await makeAccount(db, 'customer', 'Kiran Rao');
    ravi = await signedIn(t, 'delivery', 'Ravi Kumar');
    sita = await signedIn(t, 'delivery', 'Sita Devi');
    idle = await signedIn(t, 'delivery', 'Idle Partner');
    await deliverCod(ravi, [{ product: paneer, quantity: 2 }]);
    await deliverCod(ravi, [{ product: cake, quantity: 1 }, { product: paneer, quantity: 1 }]);
    await deliverCod(sita, [{ product: paneer, quantity: 1 }]);
    // Sales of earlier days for the dhaba's history.
    const { order: old } = await makeOrder(db, { customer, status: 'Delivered', lines: [{ product: paneer, quantity: 3 }], createdAt: new Date('2026-01-10T10:00:00+05:30') });
    await db.insert(salesRecords).values({ sellerId: dhaba.sellerId, orderId: old.id, amountPaise: 72_000, date: '2026-01-10', createdAt: new Date('2026-01-10T18:00:00+05:30') });
  });
  afterAll(() => t.close());

  describe('sellers', () => {
    it('GET /api/admin/sellers: every seller by username, with shop, product count and sales total; search by username or shop name', async () => {
      const all = await get('/api/admin/sellers');
      expect(all.status).toBe(200);
      expect(all.body.sellers.map((s: AnyReply) => s.username)).toEqual(['Nishant Without Shop', 'Rise Bakery owner', 'Sharma Dhaba owner']);
      const sales = await t.database.db.select().from(salesRecords).where(eq(salesRecords.sellerId, dhaba.sellerId));
      expect(all.body.sellers[2]).toEqual({
        _id: dhaba.sellerId,
        username: 'Sharma Dhaba owner',
        email: null,
        phone: expect.any(String),
        shop: { _id: dhaba.id, name: 'Sharma Dhaba', category: 'Restaurant', isOpen: true },
        productsCount: 2,
        salesTotal: sales.reduce((sum, s) => sum + s.amountPaise, 0) / 100,
      });
      expect(all.body.sellers[0]).toMatchObject({ _id: shopless.id, shop: null, productsCount: 0, salesTotal: 0 });
      expect(all.body.sellers[1]).toMatchObject({ shop: { name: 'Rise Bakery', isOpen: false }, productsCount: 23 });
      const names = async (search: string) => (await get(`/api/admin/sellers?search=${encodeURIComponent(search)}`)).body.sellers.map((s: AnyReply) => s.username);
      expect(await names('bakery')).toEqual(['Rise Bakery owner']);
      expect(await names('NISHANT')).toEqual(['Nishant Without Shop']);
      expect(await names('dhaba')).toEqual(['Sharma Dhaba owner']);
      expect(await names('%')).toEqual([]);
    });

    it('GET /api/admin/seller/{id}: the seller with sales by day, newest first', async () => {
      const { status, body } = await get(`/api/admin/seller/${dhaba.sellerId}`);
      expect(status).toBe(200);
      const sales = await t.database.db.select().from(salesRecords).where(eq(salesRecords.sellerId, dhaba.sellerId));
      const byDay = new Map<string, number>();
      for (const s of sales) byDay.set(s.date, (byDay.get(s.date) ?? 0) + s.amountPaise);
      expect(body.seller.salesHistory).toEqual(
        [...byDay].sort((a, b) => b[0].localeCompare(a[0])).map(([date, paise]) => ({ date, amount: paise / 100 })),
      );
      expect(body.seller.salesHistory).toHaveLength(2);
      expect(body.seller).toMatchObject({ _id: dhaba.sellerId, shop: { name: 'Sharma Dhaba' }, createdAt: expect.any(String) });
      expect((await get('/api/admin/seller/00000000-0000-4000-8000-000000000000')).body).toEqual({ success: false, message: 'Seller not found' });
    });

    it('GET /api/admin/seller/{id}/products: the seller’s products by name with stock status; search by name or category', async () => {
      const all = await get(`/api/admin/seller/${dhaba.sellerId}/products`);
      expect(all.status).toBe(200);
      expect(all.body.products.map((p: AnyReply) => [p.name, p.inStock, p.sellerUsername, p.shopName])).toEqual([
        ['Butter Naan', false, 'Sharma Dhaba owner', 'Sharma Dhaba'],
        ['Paneer Tikka', true, 'Sharma Dhaba owner', 'Sharma Dhaba'],
      ]);
      expect(all.body.products[1]).toMatchObject({ _id: paneer.id, price: 240, shop: dhaba.id, seller: dhaba.sellerId });
      expect((await get(`/api/admin/seller/${dhaba.sellerId}/products?search=PANEER`)).body.products.map((p: AnyReply) => p._id)).toEqual([paneer.id]);
      expect((await get(`/api/admin/seller/${dhaba.sellerId}/products?search=breads`)).body.products.map((p: AnyReply) => p._id)).toEqual([naan.id]);
      expect((await get(`/api/admin/seller/${dhaba.sellerId}/products?search=cake`)).body.products).toEqual([]);
      expect((await get('/api/admin/seller/00000000-0000-4000-8000-000000000000/products')).status).toBe(404);
    });

    it('GET /api/admin/seller/{id}/sales?date: one day’s sales records and their sum, today by default', async () => {
      const today = await get(`/api/admin/seller/${dhaba.sellerId}/sales`);
      expect(today.status).toBe(200);
      const rows = await t.database.db.select().from(salesRecords).where(eq(salesRecords.sellerId, dhaba.sellerId));
      const todays = rows.filter((r) => r.date === businessDate());
      expect(todays).toHaveLength(3);
      expect(today.body).toMatchObject({ success: true, date: businessDate(), total: todays.reduce((n, r) => n + r.amountPaise, 0) / 100 });
      expect(today.body.totalEarnings.map((e: AnyReply) => e._id).sort()).toEqual(todays.map((r) => r.id).sort());
      const old = await get(`/api/admin/seller/${dhaba.sellerId}/sales?date=2026-01-10`);
      expect(old.body).toEqual({
        success: true,
        date: '2026-01-10',
        total: 720,
        totalEarnings: [{ _id: expect.any(String), orderId: expect.stringMatching(/^[A-Z0-9]{6}$/), amount: 720, time: '2026-01-10T12:30:00.000Z' }],
      });
      expect((await get(`/api/admin/seller/${dhaba.sellerId}/sales?date=2026-01-11`)).body).toEqual({ success: true, date: '2026-01-11', total: 0, totalEarnings: [] });
    });
  });

  it('GET /api/admin/products: every product by name in pages, with totalPages; search narrows it to the matches', async () => {
    const count = (await t.database.db.select().from(products)).length;
    const first = await get('/api/admin/products?page=1');
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE);
    expect(first.body).toMatchObject({ currentPage: 1, totalPages: Math.ceil(count / ADMIN_PRODUCTS_PAGE_SIZE) });
    expect(first.body.totalPages).toBe(2);
    expect(first.body.products[0]).toMatchObject({ name: 'Butter Naan', sellerUsername: 'Sharma Dhaba owner' });
    const second = await get('/api/admin/products?page=2');
    expect(second.body.products).toHaveLength(count - ADMIN_PRODUCTS_PAGE_SIZE);
    const names = [...first.body.products, ...second.body.products].map((p: AnyReply) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const cookies = await get('/api/admin/products?search=cookie');
    expect(cookies.body.products.map((p: AnyReply) => p.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Cookie ${String(i + 1).padStart(2, '0')}`));
    expect(cookies.body).toMatchObject({ currentPage: 1, totalPages: 2 });
    expect((await get('/api/admin/products?search=cake')).body.products.map((p: AnyReply) => p._id)).toEqual([cake.id]);
  });

  it('GET /api/admin/user/{id}: a customer by id or by phone, with their orders newest first; 404 otherwise', async () => {
    const theirs = (await t.database.db.select().from(orders).where(eq(orders.customerId, customer.id))).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
    );
    for (const key of [customer.id, customer.phone]) {
      const { status, body } = await get(`/api/admin/user/${key}`);
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ _id: customer.id, username: 'Kiran Rao', phone: customer.phone, email: null, createdAt: expect.any(String) });
      expect(body.user.orders.map((o: AnyReply) => o.id)).toEqual(theirs.map((o) => o.displayId));
    }
    expect(theirs).toHaveLength(4);
    expect(await get('/api/admin/user/9999999999')).toEqual({ status: 404, body: { success: false, message: 'User not found' } });
    expect(await get('/api/admin/user/00000000-0000-4000-8000-000000000000')).toEqual({ status: 404, body: { success: false, message: 'User not found' } });
  });

  describe('partners’ cash', () => {
    const owed = (p: Signed) => (collected[p.id] ?? []).reduce((n, x) => n + x, 0);

    it('GET /api/admin/outstanding/list: partners owing cash, the most owed first; search by name or phone', async () => {
      const { status, body } = await get('/api/admin/outstanding/list');
      expect(status).toBe(200);
      expect(body.deliveryBoys.map((p: AnyReply) => [p._id, p.outstandingAmount])).toEqual([
        [ravi.id, owed(ravi) / 100],
        [sita.id, owed(sita) / 100],
      ]);
      expect((await get('/api/admin/outstanding/list?search=sita')).body.deliveryBoys.map((p: AnyReply) => p._id)).toEqual([sita.id]);
      expect((await get(`/api/admin/outstanding/list?search=${ravi.phone.slice(-5)}`)).body.deliveryBoys.map((p: AnyReply) => p._id)).toEqual([ravi.id]);
      expect((await get('/api/admin/outstanding/list?search=idle')).body.deliveryBoys).toEqual([]);
    });

    it('GET /api/admin/deliveryBoy/{id}?date: commission history, cash collected, the day’s commission', async () => {
      const { status, body } = await get(`/api/admin/deliveryBoy/${ravi.id}`);
      expect(status).toBe(200);
      const commissions = await t.database.db.select().from(commissionEntries).where(eq(commissionEntries.deliveryPartnerId, ravi.id));
      const boy = body.deliveryBoy as AdminDeliveryBoyReply['deliveryBoy'];
      expect(boy).toMatchObject({ _id: ravi.id, name: 'Ravi Kumar', phone: ravi.phone, isAvailable: true, outstandingAmount: owed(ravi) / 100, history: [] });
      expect(boy.commissionHistory.map((c) => c._id).sort()).toEqual(commissions.map((c) => c.id).sort());
      expect(boy.dailyCommission).toEqual({ date: businessDate(), amount: commissions.reduce((n, c) => n + c.commissionPaise, 0) / 100 });
      expect(boy.dailyCommission.amount).toBe(70);
      expect(boy.outstandingPayments.map((p) => [p.amount, p.status, p.settledAt]).sort()).toEqual(
        (collected[ravi.id] ?? []).map((paise) => [paise / 100, 'unsettled', null]).sort(),
      );
      expect((await get(`/api/admin/deliveryBoy/${ravi.id}?date=2020-01-01`)).body.deliveryBoy.dailyCommission).toEqual({ date: '2020-01-01', amount: 0 });
      expect(await get('/api/admin/deliveryBoy/00000000-0000-4000-8000-000000000000')).toEqual({ status: 404, body: { success: false, message: 'Delivery Boy not found' } });
    });

    it('PUT /api/admin/deliveryBoy/clearOutstanding/{id}: amount to 0 and every payment settled, recorded; the partner sees it settled; a second clear changes nothing', async () => {
      const overviewBefore = (await get('/api/admin/dashboard-overview')).body.data.outstandingAmount;
      const res = await clear(ravi.id);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Outstanding amount cleared and all unsettled orders marked as settled!' });

      const payments = await t.database.db.select().from(outstandingPayments).where(eq(outstandingPayments.deliveryPartnerId, ravi.id));
      expect(payments).toHaveLength(2);
      expect(payments.every((p) => p.status === 'settled' && p.settledAt !== null)).toBe(true);
      const actions = await t.database.db.select().from(adminActions).where(eq(adminActions.deliveryPartnerId, ravi.id));
      expect(actions).toEqual([
        expect.objectContaining({ adminId: admin.id, action: 'clear_outstanding', orderId: null, note: `₹${(owed(ravi) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} cleared; 2 payment(s) settled` }),
      ]);
      expect((await get('/api/admin/dashboard-overview')).body.data.outstandingAmount).toBe((Math.round(overviewBefore * 100) - owed(ravi)) / 100);
      // Sita's cash is untouched.
      expect((await get(`/api/admin/deliveryBoy/${sita.id}`)).body.deliveryBoy.outstandingAmount).toBe(owed(sita) / 100);

      // The partner's own screen shows it settled, and the admin's detail shows the clear in its history.
      const own = await get(`/api/delivery/outstandingAmounts/${ravi.id}`, ravi.headers);
      expect(own.body.outstandingAmount).toBe(0);
      expect(own.body.outstandingPayments.map((p: AnyReply) => p.status)).toEqual(['settled', 'settled']);
      const detail = (await get(`/api/admin/deliveryBoy/${ravi.id}`)).body.deliveryBoy;
      expect(detail.outstandingAmount).toBe(0);
      expect(detail.history).toEqual([expect.objectContaining({ kind: 'clear_outstanding', actorRole: 'admin', actorName: 'Meera Admin' })]);
      expect((await get('/api/admin/outstanding/list')).body.deliveryBoys.map((p: AnyReply) => p._id)).toEqual([sita.id]);

      const before = await everythingWritten(t);
      const again = await clear(ravi.id);
      expect(again.statusCode).toBe(200);
      expect(await everythingWritten(t)).toEqual(before);
    });

    it('clearing a partner who owes nothing changes and records nothing; an unknown partner is 404', async () => {
      const before = await everythingWritten(t);
      expect((await clear(idle.id)).statusCode).toBe(200);
      expect(await everythingWritten(t)).toEqual(before);
      const res = await clear('00000000-0000-4000-8000-000000000000');
      expect({ status: res.statusCode, body: json(res) }).toEqual({ status: 404, body: { success: false, message: 'Delivery Boy not found' } });
    });
  });
});
