import type { Role } from '@nukkad/contracts';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, type ProductRow } from '../../db/schema';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
type Account = { id: string; name: string; phone: string };

describe('a customer’s orders', () => {
  let t: TestApp;
  let asha: Account;
  let ravi: Account;
  let tokens: Record<Role, string>;
  let ashaToken: string;
  let raviToken: string;
  let paneer: ProductRow;
  let dal: ProductRow;
  let chicken: ProductRow;
  let milk: ProductRow;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const reviewEvents = async (orderId: string) =>
    t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'reviewed')));

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const dhaba = await makeShop(db, { name: 'Punjabi Dhaba', category: 'Restaurant' });
    const grocer = await makeShop(db, { name: 'Fresh Basket', category: 'Grocery' });
    [paneer, dal, chicken] = await makeProducts(db, dhaba, [
      { name: 'Paneer Butter Masala', pricePaise: 24_900, images: ['/demo-images/paneer.webp'] },
      { name: 'Dal Makhani', pricePaise: 19_950 },
      { name: 'Butter Chicken', pricePaise: 32_000 },
    ]);
    [milk] = await makeProducts(db, grocer, [{ name: 'Toned Milk 1L', pricePaise: 6_600 }]);
    asha = await makeAccount(db, 'customer', 'Asha Verma');
    ravi = await makeAccount(db, 'customer', 'Ravi Kumar');
    ashaToken = sign(asha.id, 'customer');
    raviToken = sign(ravi.id, 'customer');
    tokens = {
      customer: ashaToken,
      seller: sign(dhaba.sellerId, 'seller'),
      admin: sign((await makeAccount(db, 'admin')).id, 'admin'),
      delivery: sign((await makeAccount(db, 'delivery')).id, 'delivery'),
    };
  });
  afterAll(() => t.close());

  describe('GET /api/order/getOrderDetails/:orderId', () => {
    it('gives the customer who placed it the order, its lines and its figures in rupees', async () => {
      const { order, items } = await makeOrder(t.database.db, {
        customer: asha,
        lines: [
          { product: paneer, quantity: 2 },
          { product: dal, quantity: 1 },
        ],
        fees: { deliveryChargePaise: 3_000, taxesPaise: 3_488, serviceChargePaise: 1_000 },
      });
      const res = await get(`/api/order/getOrderDetails/${order.id}`, ashaToken);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body.success).toBe(true);
      expect(body.order).toMatchObject({
        _id: order.id,
        id: order.displayId,
        deliveryStatus: 'Processing',
        paymentMethod: 'COD',
        paymentStatus: 'Unpaid',
        orderType: 'Food',
        // 2 × 249 + 199.50
        amount: 697.5,
        deliveryCharge: 30,
        taxes: 34.88,
        convenienceFees: 0,
        serviceCharge: 10,
        totalAmount: 772.38,
        hasReviewed: false,
        deliveryBoy: null,
      });
      expect(body.order.shippingAddress).toMatchObject({ fullName: 'Asha Verma', addressLine: '12 MG Road' });
      expect(body.order.items).toHaveLength(2);
      const first = body.order.items.find((i: AnyReply) => i._id === items[0]!.id);
      expect(first).toMatchObject({
        quantity: 2,
        status: 'Processing',
        product: { _id: paneer.id, name: 'Paneer Butter Masala', price: 249, image: '/demo-images/paneer.webp', shopName: 'Punjabi Dhaba' },
        seller: { _id: paneer.sellerId, username: 'Punjabi Dhaba owner' },
      });
    });

    it('is not found for another customer, or for an order that does not exist', async () => {
      const { order } = await makeOrder(t.database.db, { customer: asha, lines: [{ product: dal, quantity: 1 }] });
      const other = await get(`/api/order/getOrderDetails/${order.id}`, raviToken);
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual({ success: false, message: 'Order not found!' });
      const none = await get(`/api/order/getOrderDetails/${crypto.randomUUID()}`, ashaToken);
      expect(none.statusCode).toBe(404);
      expect(json(none)).toMatchObject({ message: 'Order not found!' });
    });

    it('refuses an id that is not a UUID with 400 naming the field', async () => {
      const res = await get('/api/order/getOrderDetails/not-an-id', ashaToken);
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain('orderId');
    });

    it('needs a customer (or seller, or partner) session: 401 without one, 403 for an admin token', async () => {
      const { order } = await makeOrder(t.database.db, { customer: asha, lines: [{ product: dal, quantity: 1 }] });
      const url = `/api/order/getOrderDetails/${order.id}`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, tokens.admin)).statusCode).toBe(403);
      // The assigned partner reads it (delivery-orders.test.ts); a partner it is not assigned to does not.
      expect((await get(url, tokens.delivery)).statusCode).toBe(404);
      // The seller whose item it holds reads it (seller-orders.test.ts); a seller with nothing in it does not.
      expect((await get(url, sign((await makeAccount(t.database.db, 'seller')).id, 'seller'))).statusCode).toBe(404);
    });
  });

  describe('GET /api/order/getUserOrders', () => {
    it('has no pages for a customer without orders (totalPages 0)', async () => {
      const newcomer = await makeAccount(t.database.db, 'customer');
      const res = await get('/api/order/getUserOrders?page=1&limit=5', sign(newcomer.id, 'customer'));
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, orders: [], currentPage: 1, totalPages: 0 });
    });

    it('pages 12 orders newest first, 5 at a time: 5, 5, 2, and only the caller’s', async () => {
      const shopper = await makeAccount(t.database.db, 'customer');
      const token = sign(shopper.id, 'customer');
      const start = Date.UTC(2026, 10, 1, 6, 0);
      const placed: string[] = [];
      for (let i = 0; i < 12; i++) {
        const { order } = await makeOrder(t.database.db, {
          customer: shopper,
          lines: [{ product: i % 2 ? milk : paneer, quantity: 1 + i }],
          orderType: i % 2 ? 'Grocery' : 'Food',
          createdAt: new Date(start + i * 3_600_000),
        });
        placed.push(order.id);
      }
      // Someone else's order, newer than all of them.
      await makeOrder(t.database.db, { customer: ravi, lines: [{ product: dal, quantity: 1 }], createdAt: new Date(start + 99 * 3_600_000) });

      const pages: AnyReply[] = [];
      for (const page of [1, 2, 3]) {
        const res = await get(`/api/order/getUserOrders?page=${page}&limit=5`, token);
        expect(res.statusCode).toBe(200);
        pages.push(json<AnyReply>(res));
      }
      expect(pages.map((p) => p.orders.length)).toEqual([5, 5, 2]);
      expect(pages.map((p) => p.currentPage)).toEqual([1, 2, 3]);
      expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3]);
      expect(pages.flatMap((p) => p.orders.map((o: AnyReply) => o._id))).toEqual([...placed].reverse());
      // The newest (the twelfth: 12 × ₹66) comes first, with its lines.
      expect(pages[0]!.orders[0]).toMatchObject({ orderType: 'Grocery', amount: 792, items: [{ quantity: 12, product: { name: 'Toned Milk 1L' } }] });

      const beyond = json<AnyReply>(await get('/api/order/getUserOrders?page=4&limit=5', token));
      expect(beyond).toEqual({ success: true, orders: [], currentPage: 4, totalPages: 3 });
      const byDefault = json<AnyReply>(await get('/api/order/getUserOrders', token));
      expect(byDefault.orders).toHaveLength(5);
      expect(byDefault).toMatchObject({ currentPage: 1, totalPages: 3 });
    });

    it('refuses a bad page or limit with 400 naming it', async () => {
      for (const [query, path] of [
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['limit=0', 'limit'],
        ['limit=21', 'limit'],
        ['page=1.5', 'page'],
      ]) {
        const res = await get(`/api/order/getUserOrders?${query}`, ashaToken);
        expect(res.statusCode, query).toBe(400);
        expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain(path);
      }
    });

    it('needs a customer session: 401 without one, 403 for the other roles', async () => {
      expect((await get('/api/order/getUserOrders')).statusCode).toBe(401);
      for (const role of ['seller', 'admin', 'delivery'] as const) {
        expect((await get('/api/order/getUserOrders', tokens[role])).statusCode).toBe(403);
      }
    });
  });

  describe('POST /api/order/submit-review', () => {
    const ratings = { deliveryRatings: 5, appRatings: 4, overallRatings: 3 };
    const delivered = () => makeOrder(t.database.db, { customer: asha, lines: [{ product: paneer, quantity: 1 }], status: 'Delivered' });

    it('rates a delivered order once, records it in the order’s log and shows it on the order', async () => {
      const { order } = await delivered();
      const res = await post('/api/order/submit-review', { orderId: order.id, ratings, reviewText: '  Hot and on time.  ' }, ashaToken);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Thank you for your review!' });
      expect(await orderRow(order.id)).toMatchObject({ hasReviewed: true, review: 'Hot and on time.', deliveryRatings: 5, appRatings: 4, overallRatings: 3 });
      const events = await reviewEvents(order.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorRole: 'customer', actorId: asha.id });
      const shown = json<AnyReply>(await get(`/api/order/getOrderDetails/${order.id}`, ashaToken)).order;
      expect(shown).toMatchObject({ hasReviewed: true, review: 'Hot and on time.', deliveryRatings: 5, appRatings: 4, overallRatings: 3 });

      const again = await post('/api/order/submit-review', { orderId: order.id, ratings: { deliveryRatings: 1, appRatings: 1, overallRatings: 1 } }, ashaToken);
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ success: false, message: 'You have already reviewed this order.' });
      expect(await orderRow(order.id)).toMatchObject({ review: 'Hot and on time.', deliveryRatings: 5, appRatings: 4, overallRatings: 3 });
      expect(await reviewEvents(order.id)).toHaveLength(1);
    });

    it('takes ratings without text, and a text of exactly 1,000 characters', async () => {
      const { order: silent } = await delivered();
      expect((await post('/api/order/submit-review', { orderId: silent.id, ratings }, ashaToken)).statusCode).toBe(200);
      expect(await orderRow(silent.id)).toMatchObject({ hasReviewed: true, review: null });
      const { order: long } = await delivered();
      const text = 'a'.repeat(1_000);
      expect((await post('/api/order/submit-review', { orderId: long.id, ratings, reviewText: text }, ashaToken)).statusCode).toBe(200);
      expect((await orderRow(long.id)).review).toBe(text);
    });

    it('refuses an order that is not delivered yet, writing nothing', async () => {
      for (const status of ['Processing', 'Preparing', 'Out For Delivery', 'Cancelled'] as const) {
        const { order } = await makeOrder(t.database.db, { customer: asha, lines: [{ product: dal, quantity: 1 }], status });
        const res = await post('/api/order/submit-review', { orderId: order.id, ratings }, ashaToken);
        expect(res.statusCode, status).toBe(409);
        expect(json(res)).toEqual({ success: false, message: 'You can review an order once it is delivered.' });
        expect(await orderRow(order.id)).toMatchObject({ hasReviewed: false, deliveryRatings: null });
        expect(await reviewEvents(order.id)).toHaveLength(0);
      }
    });

    it('is not found for another customer’s order, which stays unreviewed', async () => {
      const { order } = await delivered();
      const res = await post('/api/order/submit-review', { orderId: order.id, ratings }, raviToken);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ message: 'Order not found!' });
      expect(await orderRow(order.id)).toMatchObject({ hasReviewed: false, deliveryRatings: null });
      expect(await reviewEvents(order.id)).toHaveLength(0);
      expect((await post('/api/order/submit-review', { orderId: crypto.randomUUID(), ratings }, ashaToken)).statusCode).toBe(404);
    });

    it.each([
      ['a rating of 0', { ratings: { ...ratings, deliveryRatings: 0 } }, 'ratings.deliveryRatings'],
      ['a rating of 6', { ratings: { ...ratings, appRatings: 6 } }, 'ratings.appRatings'],
      ['a rating of 2.5', { ratings: { ...ratings, overallRatings: 2.5 } }, 'ratings.overallRatings'],
      ['a rating as text', { ratings: { ...ratings, overallRatings: '4' } }, 'ratings.overallRatings'],
      ['a missing category', { ratings: { deliveryRatings: 5, appRatings: 5 } }, 'ratings.overallRatings'],
      ['no ratings', { ratings: undefined }, 'ratings'],
      ['a text of 1,001 characters', { reviewText: 'a'.repeat(1_001) }, 'reviewText'],
      ['a control character in the text', { reviewText: 'nice\u0000' }, 'reviewText'],
      ['an order id that is not a UUID', { orderId: 'abc' }, 'orderId'],
    ])('refuses %s with 400 naming %s, writing nothing', async (_, change, path) => {
      const { order } = await delivered();
      const res = await post('/api/order/submit-review', { orderId: order.id, ratings, reviewText: 'Good', ...change }, ashaToken);
      expect(res.statusCode).toBe(400);
      const body = json<AnyReply>(res);
      expect(body.success).toBe(false);
      expect(body.errors.map((e: AnyReply) => e.path)).toContain(path);
      expect(await orderRow(order.id)).toMatchObject({ hasReviewed: false, review: null, deliveryRatings: null, appRatings: null, overallRatings: null });
      expect(await reviewEvents(order.id)).toHaveLength(0);
    });

    it('lets exactly one of two reviews sent at once through', async () => {
      const { order } = await delivered();
      const replies = await Promise.all([
        post('/api/order/submit-review', { orderId: order.id, ratings: { deliveryRatings: 5, appRatings: 5, overallRatings: 5 }, reviewText: 'first' }, ashaToken),
        post('/api/order/submit-review', { orderId: order.id, ratings: { deliveryRatings: 1, appRatings: 1, overallRatings: 1 }, reviewText: 'second' }, ashaToken),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = replies.findIndex((r) => r.statusCode === 200) === 0 ? { text: 'first', stars: 5 } : { text: 'second', stars: 1 };
      expect(await orderRow(order.id)).toMatchObject({ hasReviewed: true, review: winner.text, overallRatings: winner.stars });
      expect(await reviewEvents(order.id)).toHaveLength(1);
    });

    it('needs a customer session: 401 without one, 403 for the other roles', async () => {
      const { order } = await delivered();
      const payload = { orderId: order.id, ratings };
      expect((await post('/api/order/submit-review', payload)).statusCode).toBe(401);
      for (const role of ['seller', 'admin', 'delivery'] as const) {
        expect((await post('/api/order/submit-review', payload, tokens[role])).statusCode).toBe(403);
      }
      expect((await orderRow(order.id)).hasReviewed).toBe(false);
    });
  });

  describe('GET /api/order/download-invoice/:orderId', () => {
    it('sends a delivered order’s invoice as an inline PDF with its lines, fees, total and payment', async () => {
      const { order } = await makeOrder(t.database.db, {
        customer: asha,
        status: 'Delivered',
        paymentMethod: 'Online',
        paymentStatus: 'Paid',
        lines: [
          { product: paneer, quantity: 4 },
          { product: dal, quantity: 1 },
          { product: chicken, quantity: 1, status: 'Cancelled' },
        ],
        fees: { deliveryChargePaise: 4_500, taxesPaise: 5_978, convenienceFeesPaise: 1_000, serviceChargePaise: 1_500 },
      });
      const res = await get(`/api/order/download-invoice/${order.id}`, ashaToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="nukkad-invoice-${order.displayId}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
      expect(text).toContain(order.displayId);
      expect(text).toContain(`INV-${order.displayId}`);
      expect(text).toContain('Asha Verma');
      expect(text).toContain('Punjabi Dhaba');
      expect(text).toContain('Paneer Butter Masala');
      expect(text).toContain('Dal Makhani');
      expect(text).not.toContain('Butter Chicken');
      // 4 × ₹249 + ₹199.50 = ₹1,195.50; + 45 + 59.78 + 10 + 15 = ₹1,325.28
      expect(text).toContain('₹996.00');
      expect(text).toContain('₹1,195.50');
      expect(text).toContain('₹59.78');
      expect(text).toContain('₹1,325.28');
      expect(text).toContain('Online');
      expect(text).toContain('Paid');
    });

    it('refuses an order that is not delivered with 409', async () => {
      const { order } = await makeOrder(t.database.db, { customer: asha, lines: [{ product: dal, quantity: 1 }], status: 'Out For Delivery' });
      const res = await get(`/api/order/download-invoice/${order.id}`, ashaToken);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ success: false, message: 'The invoice is available once the order is delivered.' });
    });

    it('is not found for another customer, and refuses an id that is not a UUID', async () => {
      const { order } = await makeOrder(t.database.db, { customer: asha, lines: [{ product: dal, quantity: 1 }], status: 'Delivered' });
      const other = await get(`/api/order/download-invoice/${order.id}`, raviToken);
      expect(other.statusCode).toBe(404);
      expect(other.headers['content-type']).toMatch(/^application\/json/);
      expect(json(other)).toMatchObject({ message: 'Order not found!' });
      const bad = await get('/api/order/download-invoice/123', ashaToken);
      expect(bad.statusCode).toBe(400);
      expect(json<AnyReply>(bad).errors.map((e: AnyReply) => e.path)).toContain('orderId');
    });

    it('needs a customer session: 401 without one, 403 for the other roles', async () => {
      const { order } = await makeOrder(t.database.db, { customer: asha, lines: [{ product: dal, quantity: 1 }], status: 'Delivered' });
      const url = `/api/order/download-invoice/${order.id}`;
      expect((await get(url)).statusCode).toBe(401);
      for (const role of ['seller', 'admin', 'delivery'] as const) expect((await get(url, tokens[role])).statusCode).toBe(403);
    });
  });
});
