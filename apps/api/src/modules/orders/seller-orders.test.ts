import { IDEMPOTENCY_KEY_HEADER, type CartKey, type ItemStatus, type Role } from '@nukkad/contracts';
import { paiseToRupees, priceOrder, type PricedLine } from '@nukkad/pricing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderEvents, orderItems, orders, payments, refunds, type ProductRow, type ShopRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { PaymentProvider } from '../../ports/payment-provider';
import { isTestPaymentProvider, type TestPaymentProvider } from '../../ports/payment-provider-test';
import { confirmOrder } from './confirm-order';
import { addressAt, putInCart, rowCount, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

let keyCounter = 0;
const newKey = () => `seller-orders-${Date.now()}-${++keyCounter}`;

describe('a seller’s orders: the seller’s view, confirmation and list', () => {
  let t: TestApp;
  let provider: TestPaymentProvider;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let kirana: ShopRow;
  let paneer: ProductRow;
  let dal: ProductRow;
  let naan: ProductRow;
  let cake: ProductRow;
  let bread: ProductRow;
  let milk: ProductRow;
  let tokens: Record<Role, string>;
  /** Seller A (the dhaba), seller B (the bakery), and a seller with no orders at all. */
  let sellerA: string;
  let sellerB: string;
  let sellerNone: string;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const send = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(token ? bearer(token) : {}), ...headers } });
  const confirm = (orderId: string, selectedProducts: unknown, token = sellerA) =>
    send('PUT', `/api/order/confirm-order/${orderId}`, token, { selectedProducts });
  const rupees = (price: ReturnType<typeof priceOrder>) => ({
    amount: paiseToRupees(price.amount),
    deliveryCharge: paiseToRupees(price.deliveryCharge),
    taxes: paiseToRupees(price.taxes),
    convenienceFees: paiseToRupees(price.convenienceFees),
    serviceCharge: paiseToRupees(price.serviceCharge),
    totalAmount: paiseToRupees(price.totalAmount),
  });
  const byName = (products: AnyReply[]) => [...products].sort((a, b) => a.productName.localeCompare(b.productName));
  const line = (product: ProductRow, quantity: number): PricedLine => ({ unitPricePaise: product.pricePaise, quantity, sellerId: product.sellerId });

  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const statusesOf = async (orderId: string) =>
    Object.fromEntries(
      (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map((i) => [i.productId, i.status]),
    ) as Record<string, ItemStatus>;
  const eventsOf = (orderId: string) =>
    t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt));
  const refundsOf = (orderId: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const customerNotes = (orderId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.recipientRole, 'customer'), eq(notifications.kind, 'item_status')))
      .orderBy(asc(notifications.message));
  /** Everything a confirmation writes, to prove a refused one wrote nothing. */
  const written = async (orderId: string) => ({
    order: await orderRow(orderId),
    statuses: await statusesOf(orderId),
    events: await rowCount(t, orderEvents),
    notifications: await rowCount(t, notifications),
    refunds: await rowCount(t, refunds),
    providerRefunds: provider.refunds.length,
  });

  /**
   * A real order through checkout (POST /api/order/create-order → placeOrder): the customer's cart, an address
   * `km` out, COD or an Online payment made on the test provider's sheet and verified first.
   */
  async function placeOrder(cartKey: CartKey, lines: { product: ProductRow; quantity: number }[], opts: { online?: boolean; km?: number } = {}) {
    const c: TestCustomer = await signedInCustomer(t);
    const { address, distanceKm } = await addressAt(t, c.id, opts.km ?? 5);
    await putInCart(t, c.id, cartKey, lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })));
    let paymentOrderId: string | undefined;
    if (opts.online) {
      const created = json<AnyReply>(await send('POST', '/api/payment/createOrder', c.token, { cartKey, addressId: address.id }));
      const { proof } = json<AnyReply>(await send('POST', '/api/payment/test-provider/pay', c.token, { order_id: created.order.id, outcome: 'paid' }));
      expect((await send('POST', '/api/payment/verify-payment', c.token, proof)).statusCode).toBe(200);
      paymentOrderId = created.order.id;
    }
    const res = await send(
      'POST',
      '/api/order/create-order',
      c.token,
      { cartKey, address: { _id: address.id }, paymentMethod: opts.online ? 'Online' : 'COD', ...(paymentOrderId ? { paymentOrderId } : {}) },
      { [IDEMPOTENCY_KEY_HEADER]: newKey() },
    );
    expect(res.statusCode).toBe(200);
    return { customer: c, order: json<AnyReply>(res).order as AnyReply, distanceKm };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    if (!isTestPaymentProvider(t.app.paymentProvider)) throw new Error('the tests run on the test payment provider');
    provider = t.app.paymentProvider;
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Sharma Dhaba', category: 'Restaurant' });
    bakery = await makeShop(db, { name: 'Rise Bakery', category: 'Bakery' });
    kirana = await makeShop(db, { name: 'Gupta Kirana', category: 'Grocery' });
    [paneer, dal, naan] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000, images: ['/img/paneer.webp'] },
      { name: 'Dal Makhani', pricePaise: 18_050 },
      { name: 'Butter Naan', pricePaise: 4_500 },
    ])) as [ProductRow, ProductRow, ProductRow];
    [cake, bread] = (await makeProducts(db, bakery, [
      { name: 'Chocolate Cake', pricePaise: 45_000 },
      { name: 'Garlic Bread', pricePaise: 12_000 },
    ])) as [ProductRow, ProductRow];
    [milk] = (await makeProducts(db, kirana, [{ name: 'Toned Milk', pricePaise: 2_800 }])) as [ProductRow];
    sellerA = sign(dhaba.sellerId, 'seller');
    sellerB = sign(bakery.sellerId, 'seller');
    sellerNone = sign((await makeAccount(db, 'seller')).id, 'seller');
    tokens = {
      customer: sign((await makeAccount(db, 'customer')).id, 'customer'),
      seller: sellerA,
      admin: sign((await makeAccount(db, 'admin')).id, 'admin'),
      delivery: sign((await makeAccount(db, 'delivery')).id, 'delivery'),
    };
  });
  afterAll(() => t.close());

  describe('PUT /api/order/confirm-order/:orderId', () => {
    it('two sellers, Online: A keeps one of two items; the other is Cancelled, B’s untouched, the order repriced and the difference refunded once', async () => {
      const { order, customer, distanceKm } = await placeOrder(
        'foodCart',
        [
          { product: paneer, quantity: 2 },
          { product: dal, quantity: 1 },
          { product: cake, quantity: 1 },
        ],
        { online: true },
      );
      const placed = priceOrder({ orderType: 'Food', lines: [line(paneer, 2), line(dal, 1), line(cake, 1)], distanceKm });
      expect(order).toMatchObject({ paymentMethod: 'Online', paymentStatus: 'Paid', ...rupees(placed) });
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, (await orderRow(order._id)).paymentId!));
      expect(payment!.amountPaise).toBe(placed.totalAmount);
      const refundsBefore = provider.refunds.length;

      const res = await confirm(order._id, [paneer.id]);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Order Confirmed!' });

      expect(await statusesOf(order._id)).toEqual({ [paneer.id]: 'Preparing', [dal.id]: 'Cancelled', [cake.id]: 'Processing' });
      // The remaining lines priced by libs/pricing at the distance the order was placed with.
      const repriced = priceOrder({ orderType: 'Food', lines: [line(paneer, 2), line(cake, 1)], distanceKm });
      // By hand: ₹930 of food, 5 km → ₹45, GST ₹46.50, a second seller ₹15; ₹180.50 of dal and its ₹9.03 of GST go.
      expect(rupees(repriced)).toEqual({ amount: 930, deliveryCharge: 45, taxes: 46.5, convenienceFees: 15, serviceCharge: 0, totalAmount: 1036.5 });
      const row = await orderRow(order._id);
      expect(row).toMatchObject({
        deliveryStatus: 'Processing',
        amountPaise: repriced.amount,
        deliveryChargePaise: repriced.deliveryCharge,
        taxesPaise: repriced.taxes,
        convenienceFeesPaise: repriced.convenienceFees,
        serviceChargePaise: repriced.serviceCharge,
        totalAmountPaise: repriced.totalAmount,
        distanceKm,
      });

      const difference = placed.totalAmount - repriced.totalAmount;
      expect(difference).toBe(18_050 + 903);
      const recorded = await refundsOf(order._id);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ paymentId: payment!.id, amountPaise: difference, providerRefundId: expect.stringMatching(/^test_rfnd_/) });
      const sent = provider.refunds.slice(refundsBefore);
      expect(sent).toEqual([{ providerRefundId: recorded[0]!.providerRefundId, providerPaymentId: payment!.providerPaymentId, amountPaise: difference, reason: expect.any(String), idempotencyKey: expect.any(String) }]);

      const customerView = json<AnyReply>(await send('GET', `/api/order/getOrderDetails/${order._id}`, customer.token));
      expect(customerView.order).toMatchObject({ ...rupees(repriced), deliveryStatus: 'Processing' });

      const events = await eventsOf(order._id);
      const itemEvents = events.filter((e) => e.kind === 'status');
      expect(itemEvents.map((e) => ({ item: e.orderItemId !== null, from: e.fromStatus, to: e.toStatus, role: e.actorRole, actor: e.actorId })).sort((a, b) => a.to!.localeCompare(b.to!))).toEqual([
        { item: true, from: 'Processing', to: 'Cancelled', role: 'seller', actor: dhaba.sellerId },
        { item: true, from: 'Processing', to: 'Preparing', role: 'seller', actor: dhaba.sellerId },
      ]);
      expect(events.filter((e) => e.kind === 'refunded')).toHaveLength(1);

      const notes = await customerNotes(order._id);
      expect(notes.map((n) => ({ message: n.message, url: n.url, to: n.recipientId }))).toEqual([
        { message: `Your order #${order.id}: Dal Makhani was cancelled. The difference is being refunded to you.`, url: `/order/${order._id}`, to: row.customerId },
        { message: `Your order #${order.id}: Paneer Tikka is being prepared.`, url: `/order/${order._id}`, to: row.customerId },
      ]);

      // Confirming again: 409, nothing written, nothing refunded.
      const before = await written(order._id);
      const again = await confirm(order._id, [paneer.id]);
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ success: false, message: 'This order has already been confirmed.' });
      expect(await written(order._id)).toEqual(before);

      // B confirms the cake: the order is Preparing, the price (and so the refund) does not move.
      expect((await confirm(order._id, [cake.id], sellerB)).statusCode).toBe(200);
      expect(await statusesOf(order._id)).toEqual({ [paneer.id]: 'Preparing', [dal.id]: 'Cancelled', [cake.id]: 'Preparing' });
      expect(await orderRow(order._id)).toMatchObject({ deliveryStatus: 'Preparing', totalAmountPaise: repriced.totalAmount });
      expect(await refundsOf(order._id)).toHaveLength(1);
      expect(provider.refunds.length).toBe(refundsBefore + 1);
      const orderStatusEvents = (await eventsOf(order._id)).filter((e) => e.kind === 'status' && e.orderItemId === null);
      expect(orderStatusEvents.map((e) => [e.fromStatus, e.toStatus])).toEqual([['Processing', 'Preparing']]);
    });

    it('a Food order from two restaurants loses its convenience fee when one seller cancels everything (COD: no refund)', async () => {
      const { order, distanceKm } = await placeOrder('foodCart', [
        { product: naan, quantity: 3 },
        { product: bread, quantity: 1 },
        { product: cake, quantity: 1 },
      ]);
      expect(order.convenienceFees).toBe(15);
      const res = await confirm(order._id, [], sellerB);
      expect(res.statusCode).toBe(200);
      expect(await statusesOf(order._id)).toEqual({ [naan.id]: 'Processing', [bread.id]: 'Cancelled', [cake.id]: 'Cancelled' });
      const repriced = priceOrder({ orderType: 'Food', lines: [line(naan, 3)], distanceKm });
      expect(repriced.convenienceFees).toBe(0);
      expect(await orderRow(order._id)).toMatchObject({
        deliveryStatus: 'Processing',
        amountPaise: repriced.amount,
        taxesPaise: repriced.taxes,
        convenienceFeesPaise: 0,
        deliveryChargePaise: repriced.deliveryCharge,
        totalAmountPaise: repriced.totalAmount,
      });
      expect(await refundsOf(order._id)).toEqual([]);
      expect((await customerNotes(order._id)).map((n) => n.message)).toEqual([`Your order #${order.id}: Chocolate Cake and Garlic Bread were cancelled.`]);
    });

    it('a grocery order is repriced by the grocery rules: the service charge and item surcharge follow the remaining lines', async () => {
      const [atta] = (await makeProducts(t.database.db, kirana, [{ name: 'Atta 10 kg', pricePaise: 52_000 }])) as [ProductRow];
      const { order, distanceKm } = await placeOrder('groceryCart', [
        { product: atta, quantity: 1 },
        { product: milk, quantity: 6 },
      ]);
      expect(await confirm(order._id, [milk.id], sign(kirana.sellerId, 'seller')).then((r) => r.statusCode)).toBe(200);
      const repriced = priceOrder({ orderType: 'Grocery', lines: [line(milk, 6)], distanceKm });
      // By hand: ₹168 of milk → ₹20 service charge; 6 items → ₹5 on the ₹45 of 5 km.
      expect(rupees(repriced)).toEqual({ amount: 168, deliveryCharge: 50, taxes: 0, convenienceFees: 0, serviceCharge: 20, totalAmount: 238 });
      expect(await orderRow(order._id)).toMatchObject({ amountPaise: 16_800, deliveryChargePaise: 5_000, serviceChargePaise: 2_000, totalAmountPaise: 23_800 });
    });

    it('a grocery order left below a service-charge tier never costs more than placed: the rise comes off the service charge', async () => {
      const [atta, salt] = (await makeProducts(t.database.db, kirana, [
        { name: 'Atta 25 kg', pricePaise: 69_900 },
        { name: 'Salt 1 kg', pricePaise: 300 },
      ])) as [ProductRow, ProductRow];
      const { order } = await placeOrder('groceryCart', [
        { product: atta, quantity: 1 },
        { product: salt, quantity: 1 },
      ]);
      // Placed at ₹702: the ₹700-and-above tier, no service charge.
      const placed = await orderRow(order._id);
      expect([placed.amountPaise, placed.serviceChargePaise]).toEqual([70_200, 0]);
      expect(await confirm(order._id, [atta.id], sign(kirana.sellerId, 'seller')).then((r) => r.statusCode)).toBe(200);
      // ₹699 left is in the ₹10 tier: ₹3 less of items and ₹10 more of service charge would cost ₹7 more; ₹7 of the
      // ₹10 comes off, so the customer pays what they were told, and nothing is called a discount.
      expect(await orderRow(order._id)).toMatchObject({
        amountPaise: 69_900,
        discountPaise: 0,
        serviceChargePaise: 300,
        deliveryChargePaise: placed.deliveryChargePaise,
        totalAmountPaise: placed.totalAmountPaise,
      });
    });

    it('an Online order whose every item is cancelled costs nothing, is Cancelled and is refunded in full', async () => {
      const { order } = await placeOrder('foodCart', [{ product: dal, quantity: 2 }], { online: true });
      const res = await confirm(order._id, []);
      expect(res.statusCode).toBe(200);
      expect(await orderRow(order._id)).toMatchObject({
        deliveryStatus: 'Cancelled',
        amountPaise: 0,
        deliveryChargePaise: 0,
        taxesPaise: 0,
        convenienceFeesPaise: 0,
        serviceChargePaise: 0,
        totalAmountPaise: 0,
      });
      const [refund] = await refundsOf(order._id);
      expect(refund!.amountPaise).toBe(Math.round(order.totalAmount * 100));
      expect((await refundsOf(order._id)).length).toBe(1);
      const orderStatus = (await eventsOf(order._id)).filter((e) => e.kind === 'status' && e.orderItemId === null);
      expect(orderStatus.map((e) => [e.fromStatus, e.toStatus])).toEqual([['Processing', 'Cancelled']]);
    });

    it('tells the seller that an order an admin cancelled first was cancelled, not confirmed, and writes nothing', async () => {
      const { order } = await placeOrder('foodCart', [{ product: dal, quantity: 1 }]);
      expect((await send('PUT', '/api/admin/cancelOrder', tokens.admin, { orderId: order._id })).statusCode).toBe(200);
      const before = await written(order._id);
      const res = await confirm(order._id, [dal.id]);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ success: false, message: 'This order has been cancelled.' });
      expect(await written(order._id)).toEqual(before);
    });

    it('refunds once when the provider refunded but the change did not commit, and the seller confirms again', async () => {
      const { order, distanceKm } = await placeOrder('foodCart', [{ product: dal, quantity: 1 }, { product: naan, quantity: 2 }], { online: true });
      const before = provider.refunds.length;
      // The provider takes the refund, then the transaction fails (as a lost connection at commit would).
      const failingAfterRefund: PaymentProvider = {
        ...provider,
        refund: async (...args) => {
          await provider.refund(...args);
          throw new Error('connection lost after the refund');
        },
      };
      const seller: Actor = { id: dhaba.sellerId, role: 'seller' };
      await expect(
        confirmOrder(t.database.db, seller, { orderId: order._id, selectedProducts: [dal.id] }, { provider: failingAfterRefund }),
      ).rejects.toThrow('connection lost');
      expect(await refundsOf(order._id)).toHaveLength(0);
      expect(provider.refunds.length).toBe(before + 1);

      expect((await confirm(order._id, [dal.id])).statusCode).toBe(200);
      const recorded = await refundsOf(order._id);
      expect(recorded).toHaveLength(1);
      // The retry reached the provider with the same key and got the same refund back: money left once.
      expect(provider.refunds.length).toBe(before + 1);
      expect(recorded[0]!.providerRefundId).toBe(provider.refunds.at(-1)!.providerRefundId);
      const remaining = priceOrder({ orderType: 'Food', lines: [line(dal, 1)], distanceKm });
      expect(recorded[0]!.amountPaise).toBe(Math.round(order.totalAmount * 100) - remaining.totalAmount);
    });

    it('of two confirmations of one order sent at once, exactly one passes and one set of events is written', async () => {
      const { order } = await placeOrder('foodCart', [
        { product: paneer, quantity: 1 },
        { product: naan, quantity: 2 },
      ]);
      const [a, b] = await Promise.all([confirm(order._id, [paneer.id]), confirm(order._id, [naan.id])]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const statuses = Object.values(await statusesOf(order._id)).sort();
      expect(statuses).toEqual(['Cancelled', 'Preparing']);
      const events = (await eventsOf(order._id)).filter((e) => e.kind === 'status');
      // Two items moved once each, and the order Processing → Preparing once.
      expect(events).toHaveLength(3);
      expect(await customerNotes(order._id)).toHaveLength(2);
    });

    it('refuses products that are not the caller’s waiting items with 400 naming each, writing nothing', async () => {
      const { order } = await placeOrder('foodCart', [
        { product: paneer, quantity: 1 },
        { product: cake, quantity: 1 },
      ]);
      const before = await written(order._id);
      const bad: [unknown, string[]][] = [
        [[cake.id], ['selectedProducts.0']],
        [[paneer.id, crypto.randomUUID(), milk.id], ['selectedProducts.1', 'selectedProducts.2']],
        [['not-an-id'], ['selectedProducts.0']],
        ['paneer', ['selectedProducts']],
      ];
      for (const [selectedProducts, paths] of bad) {
        const res = await confirm(order._id, selectedProducts);
        expect({ selectedProducts, status: res.statusCode }).toEqual({ selectedProducts, status: 400 });
        expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toEqual(paths);
      }
      const missing = await send('PUT', `/api/order/confirm-order/${order._id}`, sellerA, {});
      expect(missing.statusCode).toBe(400);
      const extra = await send('PUT', `/api/order/confirm-order/${order._id}`, sellerA, { selectedProducts: [paneer.id], status: 'Delivered' });
      expect(extra.statusCode).toBe(400);
      const badId = await confirm('not-an-id', [paneer.id]);
      expect(badId.statusCode).toBe(400);
      expect(json<AnyReply>(badId).errors.map((e: AnyReply) => e.path)).toContain('orderId');
      expect(await written(order._id)).toEqual(before);
    });

    it('is 404 for a seller without items in the order (and for no order), writing nothing; 403 for the other roles; 401 without a session', async () => {
      const { order } = await placeOrder('foodCart', [{ product: paneer, quantity: 1 }]);
      const before = await written(order._id);
      const other = await confirm(order._id, [paneer.id], sellerB);
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual({ success: false, message: 'Order not found!' });
      expect((await confirm(order._id, [], sellerNone)).statusCode).toBe(404);
      expect((await confirm(crypto.randomUUID(), [])).statusCode).toBe(404);
      for (const role of ['customer', 'admin', 'delivery'] as const) {
        const res = await confirm(order._id, [paneer.id], tokens[role]);
        expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
      }
      expect((await send('PUT', `/api/order/confirm-order/${order._id}`, undefined, { selectedProducts: [] })).statusCode).toBe(401);
      expect(await written(order._id)).toEqual(before);
    });
  });

  describe('GET /api/order/getorder/:orderId', () => {
    it('gives the seller the order with only their items, priced as sold', async () => {
      const { order } = await placeOrder('foodCart', [
        { product: paneer, quantity: 2 },
        { product: dal, quantity: 1 },
        { product: cake, quantity: 1 },
      ]);
      const res = await send('GET', `/api/order/getorder/${order._id}`, sellerA);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body).toMatchObject({ success: true, orderId: order._id, id: order.id, paymentMethod: 'COD', createdAt: order.createdAt });
      // Lines placed together are in no particular order.
      expect(byName(body.products)).toEqual([
        { _id: dal.id, productName: 'Dal Makhani', image: null, price: 180.5, quantity: 1, status: 'Processing' },
        { _id: paneer.id, productName: 'Paneer Tikka', image: '/img/paneer.webp', price: 240, quantity: 2, status: 'Processing' },
      ]);
      const theirs = json<AnyReply>(await send('GET', `/api/order/getorder/${order._id}`, sellerB));
      expect(theirs.products.map((p: AnyReply) => p._id)).toEqual([cake.id]);
    });

    it('is 404 for a seller without items in it; 400 for a bad id; 403 for the other roles', async () => {
      const { order } = await placeOrder('foodCart', [{ product: paneer, quantity: 1 }]);
      const other = await send('GET', `/api/order/getorder/${order._id}`, sellerB);
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual({ success: false, message: 'Order not found!' });
      expect((await send('GET', `/api/order/getorder/${crypto.randomUUID()}`, sellerA)).statusCode).toBe(404);
      expect((await send('GET', '/api/order/getorder/nope', sellerA)).statusCode).toBe(400);
      for (const role of ['customer', 'admin', 'delivery'] as const) {
        expect({ role, status: (await send('GET', `/api/order/getorder/${order._id}`, tokens[role])).statusCode }).toEqual({ role, status: 403 });
      }
      expect((await send('GET', `/api/order/getorder/${order._id}`)).statusCode).toBe(401);
    });
  });

  describe('GET /api/order/getOrderDetails/:orderId as a seller', () => {
    it('shows a seller only their lines and no customer phone; the customer still sees everything', async () => {
      const { order, customer } = await placeOrder('foodCart', [
        { product: paneer, quantity: 1 },
        { product: cake, quantity: 2 },
      ]);
      const res = await send('GET', `/api/order/getOrderDetails/${order._id}`, sellerA);
      expect(res.statusCode).toBe(200);
      const seen = json<AnyReply>(res).order;
      expect(seen.items.map((i: AnyReply) => i.product._id)).toEqual([paneer.id]);
      expect(seen.items[0].seller._id).toBe(dhaba.sellerId);
      expect(seen.shippingAddress).not.toHaveProperty('phone');
      expect(seen.shippingAddress).toMatchObject({ fullName: 'Asha Verma', addressLine: '12 Park Street' });
      expect(seen).toMatchObject({ _id: order._id, id: order.id, totalAmount: order.totalAmount });
      const bakers = json<AnyReply>(await send('GET', `/api/order/getOrderDetails/${order._id}`, sellerB)).order;
      expect(bakers.items.map((i: AnyReply) => i.product._id)).toEqual([cake.id]);

      const own = json<AnyReply>(await send('GET', `/api/order/getOrderDetails/${order._id}`, customer.token)).order;
      expect(own.items).toHaveLength(2);
      expect(own.shippingAddress.phone).toBe('9876543210');
    });

    it('is 404 for a seller without items in the order and for a partner it is not assigned to; 403 for an admin token', async () => {
      const { order } = await placeOrder('foodCart', [{ product: cake, quantity: 1 }]);
      const url = `/api/order/getOrderDetails/${order._id}`;
      expect((await send('GET', url, sellerA)).statusCode).toBe(404);
      expect((await send('GET', url, sellerNone)).statusCode).toBe(404);
      expect((await send('GET', url, tokens.delivery)).statusCode).toBe(404);
      expect((await send('GET', url, tokens.admin)).statusCode).toBe(403);
    });
  });

  describe('GET /api/order/seller-orders', () => {
    it('lists the orders holding the seller’s items, newest first, 10 a page, with the seller’s own total and items', async () => {
      const db = t.database.db;
      const stall = await makeShop(db, { name: 'Chaat Stall', category: 'Restaurant' });
      const [golgappa, tikki] = (await makeProducts(db, stall, [
        { name: 'Golgappa', pricePaise: 5_050 },
        { name: 'Aloo Tikki', pricePaise: 6_000 },
      ])) as [ProductRow, ProductRow];
      const neighbour = await makeShop(db, { name: 'Lassi Corner', category: 'Juicery' });
      const [lassi] = (await makeProducts(db, neighbour, [{ name: 'Sweet Lassi', pricePaise: 7_000 }])) as [ProductRow];
      const token = sign(stall.sellerId, 'seller');
      const customer = await makeAccount(db, 'customer');
      const start = Date.UTC(2025, 0, 1, 6, 0);
      const statuses: ItemStatus[] = ['Processing', 'Preparing', 'Out For Delivery', 'Delivered', 'Cancelled'];
      const placed: string[] = [];
      for (let i = 0; i < 12; i++) {
        const status = statuses[i % statuses.length]!;
        const { order } = await makeOrder(db, {
          customer,
          status,
          lines: [
            { product: golgappa, quantity: 2 },
            // Another seller's line in the same order: never shown, never counted.
            { product: lassi, quantity: 1 },
          ],
          createdAt: new Date(start + i * 3_600_000),
        });
        placed.push(order.id);
      }
      // A mixed order: one item kept, one cancelled; newest of all.
      const { order: mixed } = await makeOrder(db, {
        customer,
        lines: [
          { product: golgappa, quantity: 1, status: 'Preparing' },
          { product: tikki, quantity: 3, status: 'Cancelled' },
        ],
        status: 'Preparing',
        createdAt: new Date(start + 50 * 3_600_000),
      });
      // An order without the stall's items, newer still.
      await makeOrder(db, { customer, lines: [{ product: lassi, quantity: 1 }], createdAt: new Date(start + 99 * 3_600_000) });

      const list = async (query: string, as = token) => {
        const res = await send('GET', `/api/order/seller-orders${query}`, as);
        expect(res.statusCode).toBe(200);
        return json<AnyReply>(res);
      };
      const first = await list('');
      expect(first).toMatchObject({ success: true, currentPage: 1, totalPages: 2, totalOrders: 13 });
      const newestFirst = [mixed.id, ...[...placed].reverse()];
      expect(first.orders.map((o: AnyReply) => o._id)).toEqual(newestFirst.slice(0, 10));
      const second = await list('?page=2');
      expect(second).toMatchObject({ currentPage: 2, totalPages: 2, totalOrders: 13 });
      expect(second.orders.map((o: AnyReply) => o._id)).toEqual(newestFirst.slice(10));
      expect((await list('?page=3')).orders).toEqual([]);

      const top = first.orders[0];
      expect(top).toMatchObject({ _id: mixed.id, deliveryStatus: 'Preparing', paymentMethod: 'COD', paymentStatus: 'Unpaid', needsConfirmation: false });
      // ₹50.50 of golgappa; the ₹180 of cancelled tikki do not count.
      expect(top.sellerTotal).toBe(50.5);
      expect(byName(top.products)).toEqual([
        { _id: tikki.id, productName: 'Aloo Tikki', image: null, price: 60, quantity: 3, status: 'Cancelled' },
        { _id: golgappa.id, productName: 'Golgappa', image: null, price: 50.5, quantity: 1, status: 'Preparing' },
      ]);
      const latestPlain = first.orders[1];
      // Order 11 is Preparing (11 % 5 = 1): two golgappa, the lassi left out.
      expect(latestPlain).toMatchObject({ sellerTotal: 101, needsConfirmation: false, products: [expect.objectContaining({ _id: golgappa.id, status: 'Preparing' })] });
      expect(latestPlain.products).toHaveLength(1);
      const pendingRow = first.orders.find((o: AnyReply) => o._id === placed[10]);
      expect(pendingRow).toMatchObject({ needsConfirmation: true, sellerTotal: 101 });
      const cancelledRow = first.orders.find((o: AnyReply) => o._id === placed[9]);
      expect(cancelledRow).toMatchObject({ deliveryStatus: 'Cancelled', sellerTotal: 0 });

      const byStatus = (wanted: ItemStatus[]) => placed.filter((_, i) => wanted.includes(statuses[i % statuses.length]!)).reverse();
      const pending = await list('?status=pending');
      expect(pending.orders.map((o: AnyReply) => o._id)).toEqual(byStatus(['Processing']));
      expect(pending.totalOrders).toBe(3);
      expect(pending.orders.every((o: AnyReply) => o.needsConfirmation)).toBe(true);
      const preparing = await list('?status=preparing');
      expect(preparing.orders.map((o: AnyReply) => o._id)).toEqual([mixed.id, ...byStatus(['Preparing', 'Out For Delivery'])]);
      const delivered = await list('?status=delivered');
      expect(delivered.orders.map((o: AnyReply) => o._id)).toEqual(byStatus(['Delivered']));
      const cancelled = await list('?status=cancelled');
      // The mixed order still has a kept item: not among the cancelled.
      expect(cancelled.orders.map((o: AnyReply) => o._id)).toEqual(byStatus(['Cancelled']));
      expect(cancelled).toMatchObject({ totalOrders: 2, totalPages: 1 });

      expect(await list('', sellerNone)).toEqual({ success: true, orders: [], currentPage: 1, totalPages: 0, totalOrders: 0 });
    });

    it('follows a confirmation: the order leaves pending and needs no more confirmation', async () => {
      const { order } = await placeOrder('foodCart', [
        { product: bread, quantity: 1 },
        { product: naan, quantity: 1 },
      ]);
      const pendingIds = async () => json<AnyReply>(await send('GET', '/api/order/seller-orders?status=pending', sellerB)).orders.map((o: AnyReply) => o._id);
      expect(await pendingIds()).toContain(order._id);
      expect((await confirm(order._id, [bread.id], sellerB)).statusCode).toBe(200);
      expect(await pendingIds()).not.toContain(order._id);
      const all = json<AnyReply>(await send('GET', '/api/order/seller-orders', sellerB)).orders;
      expect(all.find((o: AnyReply) => o._id === order._id)).toMatchObject({ needsConfirmation: false, sellerTotal: 120 });
    });

    it('refuses a bad page or status with 400 naming it; 403 for the other roles; 401 without a session', async () => {
      for (const [query, path] of [
        ['?page=0', 'page'],
        ['?page=abc', 'page'],
        ['?status=shipped', 'status'],
      ] as const) {
        const res = await send('GET', `/api/order/seller-orders${query}`, sellerA);
        expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
        expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain(path);
      }
      for (const role of ['customer', 'admin', 'delivery'] as const) {
        expect({ role, status: (await send('GET', '/api/order/seller-orders', tokens[role])).statusCode }).toEqual({ role, status: 403 });
      }
      expect((await send('GET', '/api/order/seller-orders')).statusCode).toBe(401);
    });
  });
});
