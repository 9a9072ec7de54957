import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import { priceOrder } from '@nukkad/pricing';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, payments, type ProductRow, type ShopRow } from '../../db/schema';
import { addressAt, makeKirana, putInCart, rowCount, signedInAs, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { makeProducts } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
let keyCounter = 0;
const newKey = () => `pay-attempt-${Date.now()}-${++keyCounter}`;

describe('online payment', () => {
  let t: TestApp;
  let kirana: ShopRow;
  let atta: ProductRow;
  let rice: ProductRow;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const secret = () => t.config.payment.keySecret;
  const sign = (orderId: string, paymentId: string) => createHmac('sha256', secret()).update(`${orderId}|${paymentId}`).digest('hex');

  /** A customer with a grocery cart and an address 3 km out. */
  async function shopper(lines = [{ productId: '', quantity: 2 }]) {
    const c = await signedInCustomer(t);
    const { address, distanceKm } = await addressAt(t, c.id, 3);
    await putInCart(t, c.id, 'groceryCart', lines.map((l) => ({ productId: l.productId || atta.id, quantity: l.quantity })));
    return { c, address, distanceKm };
  }
  const createPayment = (c: TestCustomer, addressId: string, extra: object = {}) =>
    post('/api/payment/createOrder', { cartKey: 'groceryCart', addressId, ...extra }, c.headers);
  const pay = (c: TestCustomer, orderId: string, outcome: 'paid' | 'failed' = 'paid') =>
    post('/api/payment/test-provider/pay', { order_id: orderId, outcome }, c.headers);
  const verify = (c: TestCustomer, proof: object) => post('/api/payment/verify-payment', proof, c.headers);
  const placeOnline = (c: TestCustomer, addressId: string, paymentOrderId: string, key = newKey()) =>
    post(
      '/api/order/create-order',
      { cartKey: 'groceryCart', address: { _id: addressId }, paymentMethod: 'Online', paymentOrderId, paymentStatus: 'Unpaid' },
      { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: key },
    );
  /** createOrder → the test sheet's Pay → verify-payment: a verified payment of the cart. */
  async function verifiedPayment(c: TestCustomer, addressId: string) {
    const created = json<AnyReply>(await createPayment(c, addressId));
    const proof = json<AnyReply>(await pay(c, created.order.id)).proof;
    const res = await verify(c, proof);
    expect(res.statusCode).toBe(200);
    return { providerOrderId: created.order.id as string, proof, amountPaise: created.order.amountPaise as number };
  }
  const paymentRow = async (providerOrderId: string) => (await t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)))[0]!;
  const written = async () => ({ orders: await rowCount(t, orders), events: await rowCount(t, orderEvents), payments: await rowCount(t, payments) });

  beforeAll(async () => {
    t = await buildTestApp();
    ({ kirana, atta, rice } = await makeKirana(t.database.db));
  });
  afterAll(() => t.close());

  it("creates the provider order for the server's price of the cart (the client's amount is ignored)", async () => {
    const { c, address, distanceKm } = await shopper();
    const res = await createPayment(c, address.id, { orderId: 'mine', cart: [{ price: 1 }], deliveryCharge: 0 });
    expect(res.statusCode).toBe(200);
    const total = priceOrder({ orderType: 'Grocery', lines: [{ unitPricePaise: 24_550, quantity: 2, sellerId: kirana.sellerId }], distanceKm }).totalAmount;
    // By hand: ₹491 of groceries, 3 km → ₹25, ₹15 service charge (₹300–₹500).
    expect(total).toBe(53_100);
    const body = json<AnyReply>(res);
    expect(body).toEqual({
      success: true,
      order: { id: expect.stringMatching(/^test_order_/), amount: 531, amountPaise: 53_100, currency: 'INR' },
      provider: 'test',
      key: null,
    });
    expect(await paymentRow(body.order.id)).toMatchObject({ provider: 'test', customerId: c.id, amountPaise: 53_100, status: 'created', providerPaymentId: null });
  });

  it('refuses to open a payment for an empty cart or one with unavailable lines (409, nothing written)', async () => {
    const { c, address } = await shopper();
    const before = await written();
    const empty = await post('/api/payment/createOrder', { cartKey: 'foodCart', addressId: address.id }, c.headers);
    expect(empty.statusCode).toBe(409);
    expect(json(empty)).toMatchObject({ message: 'Your cart is empty.' });
    const [gone] = (await makeProducts(t.database.db, kirana, [{ name: 'Sold-out Ghee', pricePaise: 60_000, inStock: false }])) as [ProductRow];
    await putInCart(t, c.id, 'groceryCart', [{ productId: gone.id, quantity: 1 }]);
    const unavailable = await createPayment(c, address.id);
    expect(unavailable.statusCode).toBe(409);
    expect(json(unavailable)).toMatchObject({ message: 'Some items in your cart are unavailable. Remove them before checkout.' });
    expect(await written()).toEqual(before);
  });

  it('pays through the test sheet, verifies, and places an Online order that is Paid and uses the payment once', async () => {
    const { c, address } = await shopper();
    const { providerOrderId, proof } = await verifiedPayment(c, address.id);
    expect(proof).toEqual({ order_id: providerOrderId, payment_id: expect.stringMatching(/^test_pay_/), signature: sign(providerOrderId, proof.payment_id) });
    expect(await paymentRow(providerOrderId)).toMatchObject({ status: 'verified', providerPaymentId: proof.payment_id });

    const res = await placeOnline(c, address.id, providerOrderId);
    expect(res.statusCode).toBe(200);
    const order = json<AnyReply>(res).order;
    expect(order).toMatchObject({ paymentMethod: 'Online', paymentStatus: 'Paid', totalAmount: 531 });
    const payment = await paymentRow(providerOrderId);
    expect(payment.status).toBe('used');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.paymentId).toBe(payment.id);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events.map((e) => e.kind).sort()).toEqual(['paid', 'placed']);

    // Replayed for another order (a new cart, a new key): refused, nothing written.
    await putInCart(t, c.id, 'groceryCart', [{ productId: atta.id, quantity: 2 }]);
    const before = await written();
    const replay = await placeOnline(c, address.id, providerOrderId);
    expect(replay.statusCode).toBe(409);
    expect(json(replay)).toMatchObject({ message: 'Payment not found or already used.' });
    expect(await written()).toEqual(before);
  });

  it('the test sheet answers Fail with no proof, and only for the caller', async () => {
    const { c, address } = await shopper();
    const other = await signedInCustomer(t);
    const created = json<AnyReply>(await createPayment(c, address.id));
    const failed = await pay(c, created.order.id, 'failed');
    expect(json(failed)).toEqual({ success: true, proof: null });
    expect((await pay(other, created.order.id)).statusCode).toBe(404);
    expect((await pay(c, 'test_order_unknown')).statusCode).toBe(404);
    expect((await paymentRow(created.order.id)).status).toBe('created');
  });

  it('refuses a forged signature (400, nothing written), a replay (409) and someone else\'s provider order (404)', async () => {
    const { c, address } = await shopper();
    const other = await signedInCustomer(t);
    const created = json<AnyReply>(await createPayment(c, address.id));
    const orderId = created.order.id as string;
    const forged = await verify(c, { order_id: orderId, payment_id: 'test_pay_forged', signature: sign(orderId, 'test_pay_other') });
    expect(forged.statusCode).toBe(400);
    expect(json(forged)).toMatchObject({ success: false, message: '❌ Payment Verification Failed!' });
    const wrongKey = createHmac('sha256', 'not-the-secret').update(`${orderId}|test_pay_x`).digest('hex');
    expect((await verify(c, { order_id: orderId, payment_id: 'test_pay_x', signature: wrongKey })).statusCode).toBe(400);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'created', providerPaymentId: null });

    const proof = json<AnyReply>(await pay(c, orderId)).proof;
    const stolen = await verify(other, proof);
    expect(stolen.statusCode).toBe(404);
    expect((await paymentRow(orderId)).status).toBe('created');
    expect((await verify(c, proof)).statusCode).toBe(200);
    const replay = await verify(c, proof);
    expect(replay.statusCode).toBe(409);
    expect(json(replay)).toMatchObject({ success: false });
  });

  it('refuses a payment of another amount than the order total (409, nothing written, payment kept)', async () => {
    const { c, address } = await shopper();
    const { providerOrderId } = await verifiedPayment(c, address.id);
    // The cart grew after paying: the order would cost more than was paid.
    await putInCart(t, c.id, 'groceryCart', [{ productId: rice.id, quantity: 1 }]);
    const before = await written();
    const res = await placeOnline(c, address.id, providerOrderId);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ message: 'The payment does not match the order total.' });
    expect(await written()).toEqual(before);
    expect((await paymentRow(providerOrderId)).status).toBe('verified');
  });

  it("refuses someone else's verified payment and an unverified one (409, nothing written)", async () => {
    const owner = await shopper();
    const { providerOrderId } = await verifiedPayment(owner.c, owner.address.id);
    const thief = await shopper();
    const before = await written();
    const stolen = await placeOnline(thief.c, thief.address.id, providerOrderId);
    expect(stolen.statusCode).toBe(409);
    expect(json(stolen)).toMatchObject({ message: 'Payment not found or already used.' });
    const unverified = json<AnyReply>(await createPayment(thief.c, thief.address.id)).order.id;
    const early = await placeOnline(thief.c, thief.address.id, unverified);
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ message: 'Payment not found or already used.' });
    expect({ ...(await written()), payments: before.payments }).toEqual(before);
    expect((await paymentRow(providerOrderId)).status).toBe('verified');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { c } = await shopper();
    const before = await written();
    const cases: [string, object][] = [
      ['/api/payment/createOrder', {}],
      ['/api/payment/createOrder', { cartKey: 'groceryCart', addressId: 'home' }],
      ['/api/payment/verify-payment', { order_id: 'test_order_x', payment_id: 'test_pay_x' }],
      ['/api/payment/verify-payment', { order_id: '', payment_id: 'p', signature: 's' }],
      ['/api/payment/test-provider/pay', { order_id: 'test_order_x', outcome: 'maybe' }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload, c.headers);
      expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status: 400 });
    }
    expect(await written()).toEqual(before);
  });

  it('is for signed-in customers only', async () => {
    for (const url of ['/api/payment/createOrder', '/api/payment/verify-payment', '/api/payment/test-provider/pay']) {
      expect((await post(url, {})).statusCode).toBe(401);
      for (const role of ['seller', 'admin', 'delivery'] as const) {
        const res = await post(url, {}, await signedInAs(t, role));
        expect({ url, role, status: res.statusCode }).toEqual({ url, role, status: 403 });
      }
    }
  });
});

describe('the test payment sheet exists only with the test provider', () => {
  it('is 404 when the provider is Razorpay', async () => {
    const t = await buildTestApp({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp-secret-value' });
    try {
      const c = await signedInCustomer(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/payment/test-provider/pay', payload: { order_id: 'order_1', outcome: 'paid' }, headers: c.headers });
      expect(res.statusCode).toBe(404);
      expect(t.app.paymentProvider).toMatchObject({ name: 'razorpay', publicKey: 'rzp_test_key' });
    } finally {
      await t.close();
    }
  });
});
