import {
  IDEMPOTENCY_KEY_HEADER,
  OFF_DUTY_MESSAGE,
  ORDER_TAKEN_MESSAGE,
  type ItemStatus,
  type PaymentMethod,
  type Role,
} from '@nukkad/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPartners, notifications, orderEvents, orders, type ProductRow, type ShopRow } from '../../db/schema';
import { AVAILABLE_ORDERS_LIMIT } from './available-orders';
import { addressAt, putInCart, rowCount, signedInCustomer } from '../../testing/checkout-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop, type OrderLineFixture } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
type Account = { id: string; name: string; phone: string };
type DeliveryPartner = Account & { token: string };

/** Lines written in one insert share their created time, so an order lists them by id. */
const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

describe('a delivery partner’s orders', () => {
  let t: TestApp;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let paneer: ProductRow;
  let dal: ProductRow;
  let cake: ProductRow;
  let asha: Account;
  let arjun: DeliveryPartner;
  let bala: DeliveryPartner;
  let others: Record<Exclude<Role, 'delivery'>, string>;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token?: string) =>
    t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });
  const accept = (orderId: string, deliveryPartner: DeliveryPartner, deliveryPartnerId = deliveryPartner.id) =>
    send('POST', `/api/delivery/orders/${orderId}/accept`, { deliveryBoyId: deliveryPartnerId }, deliveryPartner.token);
  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = (orderId: string) => t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const notificationsOf = (orderId: string) => t.database.db.select().from(notifications).where(eq(notifications.orderId, orderId));
  /** Everything accepting writes, to prove a refused call wrote nothing. */
  const written = async () => ({
    events: await rowCount(t, orderEvents),
    notifications: await rowCount(t, notifications),
    assigned: (await t.database.db.select({ id: orders.id, partner: orders.deliveryPartnerId, at: orders.assignedAt }).from(orders)).sort((a, b) =>
      a.id.localeCompare(b.id),
    ),
    onDuty: (await t.database.db.select({ id: deliveryPartners.id, on: deliveryPartners.isAvailable }).from(deliveryPartners)).sort((a, b) =>
      a.id.localeCompare(b.id),
    ),
  });
  const newDeliveryPartner = async (name?: string): Promise<DeliveryPartner> => {
    const account = await makeAccount(t.database.db, 'delivery', name);
    return { ...account, token: sign(account.id, 'delivery') };
  };
  const waitingOrder = (lines: OrderLineFixture[] = [{ product: paneer, quantity: 1 }], extra: Partial<Parameters<typeof makeOrder>[1]> = {}) =>
    makeOrder(t.database.db, { customer: asha, lines, ...extra });
  /** An order already with this partner, assigned at `assignedAt`. */
  const assignedOrder = async (deliveryPartner: Account, assignedAt: Date, status: ItemStatus = 'Preparing', paymentMethod: PaymentMethod = 'COD') => {
    const { order, items } = await makeOrder(t.database.db, { customer: asha, lines: [{ product: dal, quantity: 2 }], status, paymentMethod });
    await t.database.db.update(orders).set({ deliveryPartnerId: deliveryPartner.id, assignedAt }).where(eq(orders.id, order.id));
    return { order, items };
  };
  const availableIds = async (token = arjun.token) => json<AnyReply>(await get('/api/delivery/get-available-orders', token)).orders.map((o: AnyReply) => o._id);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Punjabi Dhaba', category: 'Restaurant' });
    bakery = await makeShop(db, { name: 'Rise Bakery', category: 'Bakery' });
    [paneer, dal] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Butter Masala', pricePaise: 24_900, images: ['/demo-images/paneer.webp'] },
      { name: 'Dal Makhani', pricePaise: 19_950 },
    ])) as [ProductRow, ProductRow];
    [cake] = (await makeProducts(db, bakery, [{ name: 'Chocolate Cake', pricePaise: 45_000 }])) as [ProductRow];
    asha = await makeAccount(db, 'customer', 'Asha Verma');
    arjun = await newDeliveryPartner('Arjun Rider');
    bala = await newDeliveryPartner('Bala Rider');
    others = {
      customer: sign(asha.id, 'customer'),
      seller: sign(dhaba.sellerId, 'seller'),
      admin: sign((await makeAccount(db, 'admin')).id, 'admin'),
    };
  });
  afterAll(() => t.close());

  describe('GET /api/delivery/get-available-orders', () => {
    /** A real order through checkout: two sellers' food (2 × paneer, 1 cake), 3.26 km from the shop origin. */
    const placeTwoSellersOrder = async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 3.26);
      await putInCart(t, c.id, 'foodCart', [
        { productId: paneer.id, quantity: 2 },
        { productId: cake.id, quantity: 1 },
      ]);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'COD' },
        headers: { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: `delivery-test-${Date.now()}-${Math.random()}` },
      });
      expect(placed.statusCode).toBe(200);
      return { order: json<AnyReply>(placed).order, address };
    };

    it('lists a placed order with its shops, sellers, fees, address without the phone, items and distance', async () => {
      const { order, address } = await placeTwoSellersOrder();

      const res = await get('/api/delivery/get-available-orders', arjun.token);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body.success).toBe(true);
      const listed = body.orders.find((o: AnyReply) => o._id === order._id);
      // By hand: ₹498 + ₹450 of food, 3.26 km → ₹25, GST 5% = ₹47.40, one more seller ₹15.
      expect(listed).toEqual({
        _id: order._id,
        id: order.id,
        createdAt: order.createdAt,
        shopNames: ['Punjabi Dhaba', 'Rise Bakery'],
        sellerUsernames: ['Punjabi Dhaba owner', 'Rise Bakery owner'],
        deliveryCharge: 25,
        convenienceFees: 15,
        tip: 0,
        totalAmount: 1035.4,
        paymentMethod: 'COD',
        shippingAddress: {
          fullName: 'Asha Verma',
          addressLine: '12 Park Street',
          area: 'Connaught Place',
          landMark: 'Near the park',
          lat: address.lat,
          long: address.long,
        },
        items: expect.arrayContaining([
          {
            _id: expect.any(String),
            product: { _id: paneer.id, name: 'Paneer Butter Masala', price: 249, image: '/demo-images/paneer.webp' },
            shop: { _id: dhaba.id, name: 'Punjabi Dhaba' },
            seller: { _id: dhaba.sellerId, username: 'Punjabi Dhaba owner' },
            quantity: 2,
            status: 'Processing',
          },
          {
            _id: expect.any(String),
            product: { _id: cake.id, name: 'Chocolate Cake', price: 450, image: null },
            shop: { _id: bakery.id, name: 'Rise Bakery' },
            seller: { _id: bakery.sellerId, username: 'Rise Bakery owner' },
            quantity: 1,
            status: 'Processing',
          },
        ]),
        distanceKm: 3.3,
      });
      expect(listed.items).toHaveLength(2);
      expect(listed.shippingAddress).not.toHaveProperty('phone');
      expect(JSON.stringify(body)).not.toContain('9876543210');
    });

    it('names only the shops and sellers with an item still to pick up, and the total of those items', async () => {
      // Two sellers' food, and the bakery then leaves its only item unselected at confirmation.
      const orderId = (await placeTwoSellersOrder()).order._id;
      const confirm = await send('PUT', `/api/order/confirm-order/${orderId}`, { selectedProducts: [] }, sign(bakery.sellerId, 'seller'));
      expect(confirm.statusCode).toBe(200);

      const listed = json<AnyReply>(await get('/api/delivery/get-available-orders', arjun.token)).orders.find((o: AnyReply) => o._id === orderId);
      expect(listed.shopNames).toEqual(['Punjabi Dhaba']);
      expect(listed.sellerUsernames).toEqual(['Punjabi Dhaba owner']);
      // By hand: ₹498 of food left, 3.26 km → ₹25, GST 5% = ₹24.90, one seller: no convenience fee.
      expect([listed.deliveryCharge, listed.convenienceFees, listed.totalAmount]).toEqual([25, 0, 547.9]);
      // The cancelled line stays on the order, marked, for the card to leave out of its count.
      expect(Object.fromEntries(listed.items.map((i: AnyReply) => [i.product.name, i.status]))).toEqual({
        'Paneer Butter Masala': 'Processing',
        'Chocolate Cake': 'Cancelled',
      });
    });

    it('lists only orders without a partner that are neither Delivered nor Cancelled, oldest first', async () => {
      const at = (day: number) => new Date(Date.UTC(2020, 0, day, 6));
      const preparing = await waitingOrder([{ product: dal, quantity: 1 }], { status: 'Preparing', createdAt: at(3) });
      const processing = await waitingOrder([{ product: dal, quantity: 1 }], { createdAt: at(1) });
      const outForDelivery = await waitingOrder([{ product: dal, quantity: 1 }], { status: 'Out For Delivery', createdAt: at(2) });
      const delivered = await waitingOrder([{ product: dal, quantity: 1 }], { status: 'Delivered', createdAt: at(1) });
      const cancelled = await waitingOrder([{ product: dal, quantity: 1 }], { status: 'Cancelled', createdAt: at(1) });
      const taken = await assignedOrder(bala, new Date());
      const partlyCancelled = await waitingOrder(
        [
          { product: paneer, quantity: 1, status: 'Cancelled' },
          { product: dal, quantity: 1, status: 'Preparing' },
        ],
        { status: 'Preparing', createdAt: at(4) },
      );

      const ids: string[] = await availableIds();
      const mine = ids.filter((id) =>
        [preparing, processing, outForDelivery, delivered, cancelled, taken, partlyCancelled].some((o) => o.order.id === id),
      );
      expect(mine).toEqual([processing.order.id, outForDelivery.order.id, preparing.order.id, partlyCancelled.order.id]);
      // Oldest first across the whole list.
      const listed = json<AnyReply>(await get('/api/delivery/get-available-orders', arjun.token)).orders;
      const times = listed.map((o: AnyReply) => Date.parse(o.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      // Each item keeps its own status.
      const partly = listed.find((o: AnyReply) => o._id === partlyCancelled.order.id);
      expect(Object.fromEntries(partly.items.map((i: AnyReply) => [i.product.name, i.status]))).toEqual({
        'Paneer Butter Masala': 'Cancelled',
        'Dal Makhani': 'Preparing',
      });
    });

    it(`lists at most ${AVAILABLE_ORDERS_LIMIT} orders`, async () => {
      const late = new Date(Date.UTC(2099, 0, 1));
      const extra = [];
      for (let i = 0; i < AVAILABLE_ORDERS_LIMIT + 3; i++) extra.push(await waitingOrder([{ product: dal, quantity: 1 }], { createdAt: late }));
      const ids: string[] = await availableIds();
      expect(ids).toHaveLength(AVAILABLE_ORDERS_LIMIT);
      expect(new Set(ids).size).toBe(AVAILABLE_ORDERS_LIMIT);
      // The newest wait their turn; taking them off the list keeps the other tests' lists short.
      await t.database.db
        .update(orders)
        .set({ deliveryStatus: 'Cancelled' })
        .where(
          inArray(
            orders.id,
            extra.map((o) => o.order.id),
          ),
        );
    });

    it('answers any partner, on duty or not; other roles get 403 and no session 401', async () => {
      const offDuty = await newDeliveryPartner();
      await t.database.db.update(deliveryPartners).set({ isAvailable: false }).where(eq(deliveryPartners.id, offDuty.id));
      expect((await get('/api/delivery/get-available-orders', offDuty.token)).statusCode).toBe(200);
      expect((await get('/api/delivery/get-available-orders')).statusCode).toBe(401);
      for (const token of Object.values(others)) expect((await get('/api/delivery/get-available-orders', token)).statusCode).toBe(403);
    });
  });

  describe('POST /api/delivery/orders/:orderId/accept', () => {
    it('gives the order to the caller, logs the assignment and tells the customer and the partner', async () => {
      const { order } = await waitingOrder();
      const before = new Date(Date.now() - 1_000);
      const res = await accept(order.id, arjun);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Order accepted successfully!' });

      const row = await orderRow(order.id);
      expect(row.deliveryPartnerId).toBe(arjun.id);
      expect(row.assignedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
      const events = await eventsOf(order.id);
      expect(events.filter((e) => e.kind === 'assigned')).toEqual([
        expect.objectContaining({ kind: 'assigned', actorRole: 'delivery', actorId: arjun.id, orderItemId: null }),
      ]);
      const notes = await notificationsOf(order.id);
      expect(notes).toHaveLength(2);
      expect(notes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            recipientRole: 'customer',
            recipientId: asha.id,
            message: `A delivery partner is on the way for order #${order.displayId}.`,
            url: `/order/${order.id}`,
            read: false,
          }),
          expect.objectContaining({ recipientRole: 'delivery', recipientId: arjun.id, url: `/delivery/order/${order.id}`, read: false }),
        ]),
      );
      expect(notes.find((n) => n.recipientRole === 'delivery')!.message).toContain(`#${order.displayId}`);
      expect(await availableIds()).not.toContain(order.id);
    });

    it('refuses a taken order with 409: another partner hears it was taken, the same partner that it is already theirs', async () => {
      const { order } = await waitingOrder();
      expect((await accept(order.id, arjun)).statusCode).toBe(200);
      const before = await written();
      const late = await accept(order.id, bala);
      expect(late.statusCode).toBe(409);
      expect(json(late)).toEqual({ success: false, message: ORDER_TAKEN_MESSAGE });
      const again = await accept(order.id, arjun);
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ success: false, message: 'You have already accepted this order.' });
      expect(await written()).toEqual(before);
      expect((await orderRow(order.id)).deliveryPartnerId).toBe(arjun.id);
    });

    it('refuses a Delivered or Cancelled order with 409 and an unknown one with 404, writing nothing', async () => {
      const delivered = await waitingOrder([{ product: dal, quantity: 1 }], { status: 'Delivered' });
      const cancelled = await waitingOrder([{ product: dal, quantity: 1 }], { status: 'Cancelled' });
      const before = await written();
      for (const { order } of [delivered, cancelled]) {
        const res = await accept(order.id, arjun);
        expect(res.statusCode).toBe(409);
        expect(json(res)).toEqual({ success: false, message: 'This order is no longer available.' });
      }
      const unknown = await accept(crypto.randomUUID(), arjun);
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ success: false, message: 'Order not found!' });
      expect(await written()).toEqual(before);
    });

    it('refuses an off-duty partner with 409 until they go on duty again', async () => {
      const chetan = await newDeliveryPartner();
      const { order } = await waitingOrder();
      const off = await send('PUT', '/api/delivery/availability', { isAvailable: false }, chetan.token);
      expect(off.statusCode).toBe(200);
      const before = await written();
      const refused = await accept(order.id, chetan);
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toEqual({ success: false, message: OFF_DUTY_MESSAGE });
      expect(await written()).toEqual(before);
      expect(await availableIds(chetan.token)).toContain(order.id);

      expect((await send('PUT', '/api/delivery/availability', { isAvailable: true }, chetan.token)).statusCode).toBe(200);
      expect((await accept(order.id, chetan)).statusCode).toBe(200);
      expect((await orderRow(order.id)).deliveryPartnerId).toBe(chetan.id);
    });

    it("refuses another partner's deliveryBoyId with 403, writing nothing", async () => {
      const { order } = await waitingOrder();
      const before = await written();
      const res = await accept(order.id, bala, arjun.id);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ success: false, message: 'You can only act for yourself.' });
      expect(await written()).toEqual(before);
      expect((await orderRow(order.id)).deliveryPartnerId).toBeNull();
    });

    it('refuses bad input with 400 naming the field, writing nothing', async () => {
      const { order } = await waitingOrder();
      const url = `/api/delivery/orders/${order.id}/accept`;
      const cases: [string, string, unknown, string][] = [
        ['an order id that is not a UUID', '/api/delivery/orders/abc/accept', { deliveryBoyId: arjun.id }, 'orderId'],
        ['no deliveryBoyId', url, {}, 'deliveryBoyId'],
        ['a deliveryBoyId that is not a UUID', url, { deliveryBoyId: 'me' }, 'deliveryBoyId'],
        ['an unknown field', url, { deliveryBoyId: arjun.id, deliveryPartnerId: bala.id }, ''],
      ];
      const before = await written();
      for (const [name, target, payload, path] of cases) {
        const res = await send('POST', target, payload, arjun.token);
        expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
        const body = json<AnyReply>(res);
        expect(body.success).toBe(false);
        if (path) expect({ name, paths: body.errors.map((e: AnyReply) => e.path) }).toEqual({ name, paths: expect.arrayContaining([path]) });
      }
      expect(await written()).toEqual(before);
    });

    it('is for partners only: other roles 403, no session 401, nothing written', async () => {
      const { order } = await waitingOrder();
      const before = await written();
      const url = `/api/delivery/orders/${order.id}/accept`;
      expect((await send('POST', url, { deliveryBoyId: arjun.id })).statusCode).toBe(401);
      for (const token of Object.values(others)) expect((await send('POST', url, { deliveryBoyId: arjun.id }, token)).statusCode).toBe(403);
      expect(await written()).toEqual(before);
    });
  });

  describe('PUT /api/delivery/availability', () => {
    it('switches the caller on and off duty, and only the caller', async () => {
      const devi = await newDeliveryPartner();
      const off = await send('PUT', '/api/delivery/availability', { isAvailable: false }, devi.token);
      expect(off.statusCode).toBe(200);
      expect(json(off)).toEqual({ success: true, message: 'You are off duty.', isAvailable: false });
      const deliveryPartnerList = async () =>
        Object.fromEntries(
          (
            await t.database.db
              .select({ id: deliveryPartners.id, on: deliveryPartners.isAvailable })
              .from(deliveryPartners)
              .where(inArray(deliveryPartners.id, [devi.id, arjun.id]))
          ).map((p) => [p.id, p.on]),
        );
      expect(await deliveryPartnerList()).toEqual({ [devi.id]: false, [arjun.id]: true });
      const me = json<AnyReply>(await get('/api/delivery/me', devi.token));
      expect(me.deliveryBoy.isAvailable).toBe(false);

      const on = await send('PUT', '/api/delivery/availability', { isAvailable: true }, devi.token);
      expect(json(on)).toEqual({ success: true, message: 'You are on duty.', isAvailable: true });
      expect(await deliveryPartnerList()).toEqual({ [devi.id]: true, [arjun.id]: true });
    });

    it('refuses bad input with 400 and other roles with 403, changing nothing', async () => {
      const before = await written();
      for (const payload of [{}, { isAvailable: 'yes' }, { isAvailable: null }, { isAvailable: false, id: bala.id }]) {
        const res = await send('PUT', '/api/delivery/availability', payload, arjun.token);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      }
      const missing = json<AnyReply>(await send('PUT', '/api/delivery/availability', {}, arjun.token));
      expect(missing.errors.map((e: AnyReply) => e.path)).toContain('isAvailable');
      expect((await send('PUT', '/api/delivery/availability', { isAvailable: false })).statusCode).toBe(401);
      for (const token of Object.values(others)) {
        expect((await send('PUT', '/api/delivery/availability', { isAvailable: false }, token)).statusCode).toBe(403);
      }
      expect(await written()).toEqual(before);
    });
  });

  describe('GET /api/delivery/orders', () => {
    let esha: DeliveryPartner;
    const assigned: { id: string; status: ItemStatus }[] = [];

    beforeAll(async () => {
      esha = await newDeliveryPartner('Esha Rider');
      // Seven orders assigned an hour apart (the last most recently): 3 delivered, 3 in progress, 1 cancelled.
      const statuses: ItemStatus[] = ['Delivered', 'Out For Delivery', 'Delivered', 'Preparing', 'Cancelled', 'Processing', 'Delivered'];
      for (const [i, status] of statuses.entries()) {
        const { order } = await assignedOrder(esha, new Date(Date.UTC(2026, 0, 10, i)), status);
        assigned.push({ id: order.id, status });
      }
      // Someone else's, which she never sees.
      await assignedOrder(bala, new Date(Date.UTC(2026, 0, 10, 12)));
    });

    const list = (query: string, deliveryPartner = esha) => get(`/api/delivery/orders?${query}`, deliveryPartner.token);
    const newestFirst = (filter: (s: ItemStatus) => boolean) =>
      assigned
        .filter((o) => filter(o.status))
        .map((o) => o.id)
        .reverse();

    it('pages the caller’s own orders most recently assigned first, 5 at a time by default', async () => {
      const first = await list(`deliveryBoyId=${esha.id}`);
      expect(first.statusCode).toBe(200);
      const page1 = json<AnyReply>(first);
      expect(page1).toMatchObject({ success: true, currentPage: 1, totalPages: 2 });
      const page2 = json<AnyReply>(await list(`page=2&deliveryBoyId=${esha.id}`));
      expect(page2).toMatchObject({ currentPage: 2, totalPages: 2 });
      expect([...page1.orders, ...page2.orders].map((o: AnyReply) => o._id)).toEqual(newestFirst(() => true));
      expect(page1.orders).toHaveLength(5);
      expect(json<AnyReply>(await list('page=3')).orders).toEqual([]);
      // The deliveryBoyId is optional: the token says who.
      expect(json<AnyReply>(await list('limit=3&page=3')).orders.map((o: AnyReply) => o._id)).toEqual([newestFirst(() => true)[6]]);
    });

    it('filters pending (neither Delivered nor Cancelled) and delivered', async () => {
      const pending = json<AnyReply>(await list('status=pending'));
      expect(pending.orders.map((o: AnyReply) => o._id)).toEqual(newestFirst((s) => s !== 'Delivered' && s !== 'Cancelled'));
      expect(pending.totalPages).toBe(1);
      const delivered = json<AnyReply>(await list('status=delivered&limit=2'));
      expect(delivered.orders.map((o: AnyReply) => o._id)).toEqual(newestFirst((s) => s === 'Delivered').slice(0, 2));
      expect(delivered.totalPages).toBe(2);
      const all = json<AnyReply>(await list('status=all&limit=20'));
      expect(all.orders).toHaveLength(7);
    });

    it('gives each order with its customer, address, items and cash to collect', async () => {
      const body = json<AnyReply>(await list('status=delivered&limit=1'));
      const [order] = body.orders;
      expect(order).toMatchObject({
        _id: newestFirst((s) => s === 'Delivered')[0],
        deliveryStatus: 'Delivered',
        paymentMethod: 'COD',
        paymentStatus: 'Paid',
        amount: 399,
        deliveryCharge: 25,
        convenienceFees: 0,
        totalAmount: 424,
        cashToCollect: 424,
        customer: { name: 'Asha Verma', phone: asha.phone },
        shippingAddress: { fullName: 'Asha Verma', phone: '9876543210', lat: 12.9784, long: 77.6408 },
      });
      expect(order.deliveredAt).toEqual(expect.any(String));
      expect(order.items).toEqual([
        {
          _id: expect.any(String),
          product: { _id: dal.id, name: 'Dal Makhani', price: 199.5, image: null },
          shop: { _id: dhaba.id, name: 'Punjabi Dhaba' },
          seller: { _id: dhaba.sellerId, username: 'Punjabi Dhaba owner' },
          quantity: 2,
          status: 'Delivered',
        },
      ]);
    });

    it('is empty for a partner with no orders (totalPages 0)', async () => {
      const fresh = await newDeliveryPartner();
      expect(json(await list('', fresh))).toEqual({ success: true, orders: [], currentPage: 1, totalPages: 0 });
    });

    it("refuses another partner's deliveryBoyId with 403, bad queries with 400 and other roles with 403", async () => {
      const theirs = await list(`deliveryBoyId=${bala.id}`);
      expect(theirs.statusCode).toBe(403);
      for (const [query, path] of [
        ['status=shipped', 'status'],
        ['page=0', 'page'],
        ['limit=21', 'limit'],
        ['limit=abc', 'limit'],
        ['deliveryBoyId=abc', 'deliveryBoyId'],
      ] as const) {
        const res = await list(query);
        expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
        expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain(path);
      }
      expect((await get('/api/delivery/orders')).statusCode).toBe(401);
      for (const token of Object.values(others)) expect((await get('/api/delivery/orders', token)).statusCode).toBe(403);
    });
  });

  describe('GET /api/delivery/order/:orderId', () => {
    it('gives the assigned partner the customer’s name and phone, the address with lat/long and each item with its shop and status', async () => {
      const { order, items } = await waitingOrder(
        [
          { product: paneer, quantity: 1, status: 'Out For Delivery' },
          { product: cake, quantity: 2, status: 'Preparing' },
          { product: dal, quantity: 1, status: 'Cancelled' },
        ],
        { status: 'Preparing', fees: { deliveryChargePaise: 4_500, convenienceFeesPaise: 1_500, taxesPaise: 6_195 } },
      );
      expect((await accept(order.id, arjun)).statusCode).toBe(200);
      const res = await get(`/api/delivery/order/${order.id}`, arjun.token);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body.success).toBe(true);
      // By hand: ₹249 + 2 × ₹450 = ₹1,149; + ₹45 + ₹15 + ₹61.95 = ₹1,270.95, all collected at the door.
      expect(body.order).toEqual({
        _id: order.id,
        id: order.displayId,
        createdAt: order.createdAt.toISOString(),
        deliveryStatus: 'Preparing',
        paymentMethod: 'COD',
        paymentStatus: 'Unpaid',
        amount: 1149,
        discount: 0,
        couponCode: null,
        deliveryCharge: 45,
        convenienceFees: 15,
        tip: 0,
        totalAmount: 1270.95,
        cashToCollect: 1270.95,
        customer: { name: 'Asha Verma', phone: asha.phone },
        shippingAddress: {
          fullName: 'Asha Verma',
          phone: '9876543210',
          addressLine: '12 MG Road',
          area: 'Indiranagar',
          landMark: 'Near the metro',
          lat: 12.9784,
          long: 77.6408,
        },
        items: byId(items).map((item) => ({
          _id: item.id,
          product: { _id: item.productId, name: item.productName, price: item.unitPricePaise / 100, image: item.image },
          shop: { _id: item.shopId, name: item.shopName },
          seller: { _id: item.sellerId, username: item.sellerUsername },
          quantity: item.quantity,
          status: item.status,
        })),
        deliveredAt: null,
      });
      expect(Object.fromEntries(body.order.items.map((i: AnyReply) => [i.product.name, [i.shop.name, i.status]]))).toEqual({
        'Paneer Butter Masala': ['Punjabi Dhaba', 'Out For Delivery'],
        'Chocolate Cake': ['Rise Bakery', 'Preparing'],
        'Dal Makhani': ['Punjabi Dhaba', 'Cancelled'],
      });
    });

    it('has nothing to collect for an order paid online', async () => {
      const { order } = await assignedOrder(arjun, new Date(), 'Preparing', 'Online');
      const body = json<AnyReply>(await get(`/api/delivery/order/${order.id}`, arjun.token));
      expect(body.order).toMatchObject({ paymentMethod: 'Online', totalAmount: 424, cashToCollect: 0 });
    });

    it("refuses another partner's order and an unassigned one with 403, an unknown one with 404, a bad id with 400", async () => {
      const { order: arjuns } = await assignedOrder(arjun, new Date());
      const { order: unassigned } = await waitingOrder();
      for (const id of [arjuns.id, unassigned.id]) {
        const res = await get(`/api/delivery/order/${id}`, bala.token);
        expect(res.statusCode).toBe(403);
        expect(json(res)).toMatchObject({ success: false, message: 'This order is not assigned to you.' });
      }
      const unknown = await get(`/api/delivery/order/${crypto.randomUUID()}`, bala.token);
      expect(unknown.statusCode).toBe(404);
      const bad = await get('/api/delivery/order/abc', arjun.token);
      expect(bad.statusCode).toBe(400);
      expect(json<AnyReply>(bad).errors.map((e: AnyReply) => e.path)).toContain('orderId');
      expect((await get(`/api/delivery/order/${arjuns.id}`)).statusCode).toBe(401);
      for (const token of Object.values(others)) expect((await get(`/api/delivery/order/${arjuns.id}`, token)).statusCode).toBe(403);
    });
  });

  describe('GET /api/order/getOrderDetails/:orderId', () => {
    it('answers the assigned partner with the whole order and its partner, and no other partner', async () => {
      const { order } = await waitingOrder([
        { product: paneer, quantity: 1 },
        { product: cake, quantity: 1 },
      ]);
      const url = `/api/order/getOrderDetails/${order.id}`;
      // Before anyone takes it, no partner reads it here.
      expect((await get(url, arjun.token)).statusCode).toBe(404);
      expect((await accept(order.id, arjun)).statusCode).toBe(200);

      const res = await get(url, arjun.token);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body.order).toMatchObject({ _id: order.id, id: order.displayId, deliveryBoy: { _id: arjun.id, name: 'Arjun Rider' } });
      expect(body.order.items).toHaveLength(2);
      expect(body.order.shippingAddress.phone).toBe('9876543210');

      const other = await get(url, bala.token);
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual({ success: false, message: 'Order not found!' });
      // The customer still reads it, now with the partner's name.
      const customer = json<AnyReply>(await get(url, others.customer));
      expect(customer.order.deliveryBoy).toEqual({ _id: arjun.id, name: 'Arjun Rider' });
    });
  });

  it('accepting touches only the accepted order', async () => {
    const { order: a } = await waitingOrder();
    const { order: b } = await waitingOrder();
    expect((await accept(a.id, bala)).statusCode).toBe(200);
    expect(await orderRow(b.id)).toMatchObject({ deliveryPartnerId: null, assignedAt: null });
    expect(await eventsOf(b.id)).toEqual([]);
    expect(await notificationsOf(b.id)).toEqual([]);
  });
});
