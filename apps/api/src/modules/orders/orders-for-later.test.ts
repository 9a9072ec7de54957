import { IDEMPOTENCY_KEY_HEADER, WEEK_DAYS, scheduledState, type WeeklyHours } from '@nukkad/contracts';
import { paiseToRupees, priceOrder } from '@nukkad/pricing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, notifications, orderEvents, orderItems, orders, products, refunds, shops, type ProductRow, type ShopRow } from '../../db/schema';
import { addressAt, putInCart, rowCount, signedInAs, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';
import { releaseOrder } from './release-orders';

type AnyReply = Record<string, any>;

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
// Written with the platform's own time-zone data, apart from the code under test.
const clock = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
/** The first whole half hour at least `minutes` from now (Kolkata's half hours fall on UTC half hours). */
const halfHourFromNow = (minutes: number) => new Date(Math.ceil((Date.now() + minutes * MINUTE) / HALF_HOUR) * HALF_HOUR);
/** The same span every day, given as instants. */
const everyDay = (opens: Date, closes: Date): WeeklyHours =>
  Object.fromEntries(WEEK_DAYS.map((d) => [d, [{ opens: clock(opens), closes: clock(closes) }]])) as WeeklyHours;

let keyCounter = 0;

describe('orders for later', () => {
  let t: TestApp;
  /** Closed now by its hours; opens at `opensAt` for three hours every day. */
  let laterCafe: ShopRow;
  let opensAt: Date;
  let coffee: ProductRow;
  let cookie: ProductRow;

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const slotsOf = async (c: TestCustomer) => json<AnyReply>(await inject('GET', '/api/order/schedule-slots?cartKey=foodCart', c.headers)).slots as string[];
  const createOrder = (c: TestCustomer, addressId: string, extra: object = {}) =>
    inject('POST', '/api/order/create-order', { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: `later-attempt-${++keyCounter}` }, {
      cartKey: 'foodCart',
      address: { _id: addressId },
      paymentMethod: 'COD',
      ...extra,
    });
  const sellerHeaders = () => bearer(t.app.jwt.sign({ sub: laterCafe.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
  const sellerOrderIds = async () =>
    json<AnyReply>(await inject('GET', '/api/order/seller-orders?page=1&status=all', sellerHeaders())).orders.map((o: AnyReply) => o._id);
  const sellerNotes = (orderId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.recipientRole, 'seller')));
  const release = async (orderId: string) => {
    await t.database.db.update(orders).set({ releaseAt: sql`now() - interval '1 second'` }).where(eq(orders.id, orderId));
    // The app's own job may take it first; either way it is released once this returns.
    await t.database.db.transaction((tx) => releaseOrder(tx, orderId, { provider: t.app.paymentProvider }));
  };

  /** A customer with coffee ×2 and a cookie from the closed café in the food cart, and an address 4 km away. */
  async function scheduledCart() {
    const c = await signedInCustomer(t);
    const { address, distanceKm } = await addressAt(t, c.id, 4);
    await putInCart(t, c.id, 'foodCart', [
      { productId: coffee.id, quantity: 2 },
      { productId: cookie.id, quantity: 1 },
    ]);
    return { c, addressId: address.id, distanceKm };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    opensAt = halfHourFromNow(90);
    const hours = everyDay(opensAt, new Date(opensAt.getTime() + 3 * 60 * MINUTE));
    const state = scheduledState(hours, new Date());
    laterCafe = await makeShop(t.database.db, { name: 'Later Cafe', category: 'Restaurant', hours, isOpen: state.isOpen, isOpenUntil: state.until });
    [coffee, cookie] = (await makeProducts(t.database.db, laterCafe, [
      { name: 'Filter Coffee', pricePaise: 6_000 },
      { name: 'Oat Cookie', pricePaise: 4_000 },
    ])) as [ProductRow, ProductRow];
  });
  afterAll(() => t.close());

  it('the café is closed now by its hours (the case the closed-shop cart is about)', () => {
    expect(scheduledState(laterCafe.hours!, new Date()).isOpen).toBe(false);
  });

  describe('GET /api/order/schedule-slots', () => {
    it("offers the cart's half hours inside the shop's hours, from its next opening", async () => {
      const { c } = await scheduledCart();
      const slots = await slotsOf(c);
      expect(slots[0]).toBe(opensAt.toISOString());
      // Open three hours: the last slot starts half an hour before closing; the closing itself is no slot.
      expect(slots).toContain(new Date(opensAt.getTime() + 150 * MINUTE).toISOString());
      expect(slots).not.toContain(new Date(opensAt.getTime() + 180 * MINUTE).toISOString());
      expect(slots.every((s) => new Date(s).getTime() % HALF_HOUR === 0)).toBe(true);
    });

    it('an empty cart has none; only customers may ask (401 without a session, 403 for a seller); a bad cartKey is 400', async () => {
      const c = await signedInCustomer(t);
      expect(await slotsOf(c)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/order/schedule-slots?cartKey=foodCart' })).statusCode).toBe(401);
      expect((await inject('GET', '/api/order/schedule-slots?cartKey=foodCart', await signedInAs(t, 'seller'))).statusCode).toBe(403);
      expect((await inject('GET', '/api/order/schedule-slots?cartKey=medicineCart', c.headers)).statusCode).toBe(400);
    });
  });

  describe('POST /api/order/create-order with scheduledFor', () => {
    it('places a closed shop’s cart for a slot: priced in full, held from the seller and partners, the customer told', async () => {
      const { c, addressId, distanceKm } = await scheduledCart();
      const slot = (await slotsOf(c))[1]!;
      const res = await createOrder(c, addressId, { scheduledFor: slot });
      expect(res.statusCode).toBe(200);
      const order = json<AnyReply>(res).order;
      const expected = priceOrder({
        orderType: 'Food',
        distanceKm,
        lines: [
          { unitPricePaise: 6_000, quantity: 2, sellerId: laterCafe.sellerId },
          { unitPricePaise: 4_000, quantity: 1, sellerId: laterCafe.sellerId },
        ],
      });
      expect(order).toMatchObject({ scheduledFor: slot, releasedAt: null, deliveryStatus: 'Processing', totalAmount: paiseToRupees(expected.totalAmount) });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      // Released the default 20 minutes before the slot.
      expect(row!.releaseAt!.getTime()).toBe(new Date(slot).getTime() - 20 * MINUTE);

      // The customer sees it; the seller and partners do not, and the seller is told nothing yet.
      expect((await inject('GET', `/api/order/getOrderDetails/${order._id}`, c.headers)).statusCode).toBe(200);
      expect((await inject('GET', `/api/order/getorder/${order._id}`, sellerHeaders())).statusCode).toBe(404);
      expect((await inject('GET', `/api/order/getOrderDetails/${order._id}`, sellerHeaders())).statusCode).toBe(404);
      expect(await sellerOrderIds()).not.toContain(order._id);
      const partner = await signedInAs(t, 'delivery');
      const available = json<AnyReply>(await inject('GET', '/api/delivery/get-available-orders', partner)).orders.map((o: AnyReply) => o._id);
      expect(available).not.toContain(order._id);
      expect(await sellerNotes(order._id)).toEqual([]);
      // No live event goes to the seller or to partners before release; the customer and admins hear of it.
      const audience = async () =>
        (await t.database.db.select({ type: liveEvents.type, role: liveEvents.recipientRole }).from(liveEvents).where(eq(liveEvents.orderId, order._id))).map(
          (e) => `${e.type}:${e.role}`,
        );
      expect(new Set(await audience())).toEqual(new Set(['order:customer', 'order:admin', 'notification:customer']));
      const [toCustomer] = await t.database.db.select().from(notifications).where(and(eq(notifications.orderId, order._id), eq(notifications.recipientRole, 'customer')));
      expect(toCustomer!.message).toMatch(/^Your order #\w{6} is scheduled for /);
      // Another customer cannot see it.
      expect((await inject('GET', `/api/order/getOrderDetails/${order._id}`, (await signedInCustomer(t)).headers)).statusCode).toBe(404);

      // At release the seller sees it and hears of a new order, once.
      await release(order._id);
      expect(await sellerOrderIds()).toContain(order._id);
      const forSeller = await inject('GET', `/api/order/getorder/${order._id}`, sellerHeaders());
      expect(forSeller.statusCode).toBe(200);
      // The seller is told the slot it is for.
      expect(json<AnyReply>(forSeller).scheduledFor).toBe(slot);
      const notes = await sellerNotes(order._id);
      expect(notes.map((n) => n.kind)).toEqual(['new_order']);
      expect(await audience()).toEqual(expect.arrayContaining(['order:seller', 'available:delivery', 'notification:seller']));
      const released = json<AnyReply>(await inject('GET', `/api/order/getOrderDetails/${order._id}`, c.headers)).order;
      expect(released.releasedAt).not.toBeNull();
      expect(released.totalAmount).toBe(paiseToRupees(expected.totalAmount));
    });

    it('refuses a slot the cart is not offered, and a scheduledFor that is no date: 400 naming the field, nothing written', async () => {
      const { c, addressId } = await scheduledCart();
      const before = { orders: await rowCount(t, orders), notes: await rowCount(t, notifications) };
      const closedHour = new Date(opensAt.getTime() - 60 * MINUTE).toISOString();
      const offHalfHour = new Date(opensAt.getTime() + 15 * MINUTE).toISOString();
      const dayAfter = new Date(opensAt.getTime() + 2 * 24 * 60 * MINUTE).toISOString();
      for (const scheduledFor of [closedHour, offHalfHour, dayAfter]) {
        const res = await createOrder(c, addressId, { scheduledFor });
        expect(res.statusCode, scheduledFor).toBe(400);
        expect(json<AnyReply>(res).errors).toEqual([{ path: 'scheduledFor', message: expect.stringMatching(/no longer offered/) }]);
      }
      for (const scheduledFor of ['tonight', '2026-13-01T10:00:00Z', 12]) {
        const res = await createOrder(c, addressId, { scheduledFor });
        expect(res.statusCode, String(scheduledFor)).toBe(400);
        expect(json<AnyReply>(res).errors[0].path).toBe('scheduledFor');
      }
      expect({ orders: await rowCount(t, orders), notes: await rowCount(t, notifications) }).toEqual(before);
      // The cart is untouched.
      expect(await slotsOf(c)).not.toEqual([]);
    });

    it('the quote for a slot prices the closed shop’s lines; for now it lists them as unavailable', async () => {
      const { c, addressId, distanceKm } = await scheduledCart();
      const quote = async (extra: object) => json<AnyReply>(await inject('POST', '/api/order/quote', c.headers, { cartKey: 'foodCart', addressId, ...extra })).quote;
      const now = await quote({});
      expect(now.unavailable.map((l: AnyReply) => l.reason)).toEqual(['shop_closed', 'shop_closed']);
      const later = await quote({ scheduledFor: (await slotsOf(c))[0] });
      const whole = priceOrder({
        orderType: 'Food',
        distanceKm,
        lines: [
          { unitPricePaise: 6_000, quantity: 2, sellerId: laterCafe.sellerId },
          { unitPricePaise: 4_000, quantity: 1, sellerId: laterCafe.sellerId },
        ],
      });
      expect(later).toMatchObject({ unavailable: [], totalAmount: paiseToRupees(whole.totalAmount) });
      const notOffered = await inject('POST', '/api/order/quote', c.headers, { cartKey: 'foodCart', addressId, scheduledFor: new Date(opensAt.getTime() - HALF_HOUR).toISOString() });
      expect(notOffered.statusCode).toBe(400);
    });

    it('without scheduledFor a closed shop’s cart is still refused (409), as the spec has it', async () => {
      const { c, addressId } = await scheduledCart();
      const res = await createOrder(c, addressId);
      expect(res.statusCode).toBe(409);
    });
  });

  describe('cancel and release', () => {
    it('paid online: the payment is for the whole cart, the order is held, and at release the item no longer sold is refunded', async () => {
      const { c, addressId, distanceKm } = await scheduledCart();
      const slot = (await slotsOf(c))[0]!;
      // Without a slot the closed shop's cart cannot be paid for; with one it is priced in full.
      expect((await inject('POST', '/api/payment/createOrder', c.headers, { cartKey: 'foodCart', addressId })).statusCode).toBe(409);
      const created = json<AnyReply>(await inject('POST', '/api/payment/createOrder', c.headers, { cartKey: 'foodCart', addressId, scheduledFor: slot }));
      const whole = priceOrder({
        orderType: 'Food',
        distanceKm,
        lines: [
          { unitPricePaise: 6_000, quantity: 2, sellerId: laterCafe.sellerId },
          { unitPricePaise: 4_000, quantity: 1, sellerId: laterCafe.sellerId },
        ],
      });
      expect(created.order.amountPaise).toBe(whole.totalAmount);
      const proof = json<AnyReply>(await inject('POST', '/api/payment/test-provider/pay', c.headers, { order_id: created.order.id, outcome: 'paid' })).proof;
      expect((await inject('POST', '/api/payment/verify-payment', c.headers, proof)).statusCode).toBe(200);
      const placed = await createOrder(c, addressId, { paymentMethod: 'Online', paymentOrderId: created.order.id, scheduledFor: slot });
      expect(placed.statusCode).toBe(200);
      const order = json<AnyReply>(placed).order;
      expect(order).toMatchObject({ scheduledFor: slot, releasedAt: null, paymentStatus: 'Paid' });
      expect(await sellerNotes(order._id)).toEqual([]);

      await t.database.db.update(products).set({ inStock: false }).where(eq(products.id, cookie.id));
      try {
        await release(order._id);
      } finally {
        await t.database.db.update(products).set({ inStock: true }).where(eq(products.id, cookie.id));
      }
      const remaining = priceOrder({ orderType: 'Food', distanceKm, lines: [{ unitPricePaise: 6_000, quantity: 2, sellerId: laterCafe.sellerId }] });
      const refunded = await t.database.db.select({ paise: refunds.amountPaise }).from(refunds).where(eq(refunds.orderId, order._id));
      expect(refunded).toEqual([{ paise: whole.totalAmount - remaining.totalAmount }]);
    });

    it('the customer cancels it before release: the seller is never told, and it is never released', async () => {
      const { c, addressId } = await scheduledCart();
      const order = json<AnyReply>(await createOrder(c, addressId, { scheduledFor: (await slotsOf(c))[0] })).order;
      const res = await inject('POST', '/api/order/cancel', c.headers, { orderId: order._id });
      expect(res.statusCode).toBe(200);
      await release(order._id);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ deliveryStatus: 'Cancelled', releasedAt: null });
      expect(await sellerNotes(order._id)).toEqual([]);
      expect(await sellerOrderIds()).not.toContain(order._id);
    });

    it('at release an item out of stock is cancelled and the order repriced; the customer is told', async () => {
      const { c, addressId, distanceKm } = await scheduledCart();
      const order = json<AnyReply>(await createOrder(c, addressId, { scheduledFor: (await slotsOf(c))[0] })).order;
      await t.database.db.update(products).set({ inStock: false }).where(eq(products.id, cookie.id));
      try {
        await release(order._id);
      } finally {
        await t.database.db.update(products).set({ inStock: true }).where(eq(products.id, cookie.id));
      }
      const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
      expect(Object.fromEntries(items.map((i) => [i.productName, i.status]))).toEqual({ 'Filter Coffee': 'Processing', 'Oat Cookie': 'Cancelled' });
      const remaining = priceOrder({ orderType: 'Food', distanceKm, lines: [{ unitPricePaise: 6_000, quantity: 2, sellerId: laterCafe.sellerId }] });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ amountPaise: 12_000, totalAmountPaise: remaining.totalAmount, deliveryStatus: 'Processing' });
      const customerNotes = await t.database.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.orderId, order._id), eq(notifications.recipientRole, 'customer')));
      expect(customerNotes.map((n) => n.message)).toContainEqual(expect.stringMatching(/Oat Cookie was cancelled/));
      expect((await sellerNotes(order._id)).map((n) => n.kind)).toEqual(['new_order']);
    });

    it('at release with nothing sold any more (the shop closed by hand past the slot) the order is cancelled, and no seller is told', async () => {
      const { c, addressId } = await scheduledCart();
      const order = json<AnyReply>(await createOrder(c, addressId, { scheduledFor: (await slotsOf(c))[0] })).order;
      const [before] = await t.database.db.select().from(shops).where(eq(shops.id, laterCafe.id));
      await t.database.db.update(shops).set({ isOpen: false, isOpenUntil: null }).where(eq(shops.id, laterCafe.id));
      try {
        await release(order._id);
      } finally {
        await t.database.db.update(shops).set({ isOpen: before!.isOpen, isOpenUntil: before!.isOpenUntil }).where(eq(shops.id, laterCafe.id));
      }
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ deliveryStatus: 'Cancelled', totalAmountPaise: 0 });
      expect(await sellerNotes(order._id)).toEqual([]);
      const released = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.kind, 'released')));
      expect(released).toEqual([]);
    });
  });

  it('the seller sets the preparation time on the shop form (5 to 120 minutes), and a bad one is 400 with nothing written', async () => {
    const shop = await makeShop(t.database.db, { name: 'Prep Time Dhaba', category: 'Restaurant' });
    const headers = bearer(t.app.jwt.sign({ sub: shop.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
    const edit = (preparationMinutes: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/shop/edit-shop',
        headers,
        payload: { shopId: shop.id, shop: { name: 'Prep Time Dhaba', category: 'Restaurant', preparationMinutes }, images: [] },
      });
    for (const bad of [4, 121, 12.5, '30']) {
      const res = await edit(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(json<AnyReply>(res).errors[0].path).toBe('shop.preparationMinutes');
    }
    expect((await t.database.db.select().from(shops).where(eq(shops.id, shop.id)))[0]!.preparationMinutes).toBe(20);
    const res = await edit(45);
    expect(res.statusCode).toBe(200);
    expect(json<AnyReply>(res).shop.preparationMinutes).toBe(45);
  });
});
