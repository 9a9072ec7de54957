import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, couponUses, coupons, notifications, orderEvents, orders, paymentWebhookEvents, payments, refunds, type ProductRow } from '../../db/schema';
import type { TestPaymentProvider } from '../../ports/payment-provider-test';
import { addressAt, makeKirana, putInCart, rowCount, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
let counter = 0;
const eventId = () => `evt_test_${Date.now()}_${++counter}`;

describe('the payment provider webhook', () => {
  let t: TestApp;
  let atta: ProductRow;
  let rice: ProductRow;

  const post = (url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });
  const webhookSecret = () => t.config.payment.webhookSecret!;

  /** Razorpay's webhook, written out by hand: the event JSON, signed over its exact bytes (hex HMAC-SHA256), with its event id. */
  function webhook(body: object, opts: { id?: string; secret?: string; signature?: string } = {}) {
    const rawBody = JSON.stringify(body);
    const signature = opts.signature ?? createHmac('sha256', opts.secret ?? webhookSecret()).update(rawBody).digest('hex');
    return t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: rawBody,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': opts.id ?? eventId() },
    });
  }
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
    created_at: 1_790_000_000,
  });
  const refundProcessed = (refundId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'refund.processed',
    contains: ['refund'],
    payload: { refund: { entity: { id: refundId, entity: 'refund', payment_id: paymentId, amount, status: 'processed' } } },
  });

  /** A customer with 2 × Atta (₹491) in the grocery cart, 3 km out: ₹491 + ₹25 delivery + ₹15 service charge = ₹531. */
  async function shopper() {
    const c = await signedInCustomer(t);
    const { address } = await addressAt(t, c.id, 3);
    await putInCart(t, c.id, 'groceryCart', [{ productId: atta.id, quantity: 2 }]);
    return { c, address };
  }
  /** createOrder, then Pay on the test sheet: the money is taken; the browser has not verified anything yet. */
  async function paidOnSheet(c: TestCustomer, addressId: string) {
    const created = json<AnyReply>(await post('/api/payment/createOrder', { cartKey: 'groceryCart', addressId }, c.headers));
    const { proof } = json<AnyReply>(await post('/api/payment/test-provider/pay', { order_id: created.order.id, outcome: 'paid' }, c.headers));
    return { providerOrderId: created.order.id as string, amountPaise: created.order.amountPaise as number, proof };
  }
  const verify = (c: TestCustomer, proof: object) => post('/api/payment/verify-payment', proof, c.headers);
  const placeOnline = (c: TestCustomer, addressId: string, paymentOrderId: string) =>
    post(
      '/api/order/create-order',
      { cartKey: 'groceryCart', address: { _id: addressId }, paymentMethod: 'Online', paymentOrderId },
      { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: `webhook-test-${++counter}` },
    );
  const ordersOf = (c: TestCustomer) => t.database.db.select().from(orders).where(eq(orders.customerId, c.id));
  const paymentRow = async (providerOrderId: string) => (await t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)))[0]!;
  const provider = () => t.app.paymentProvider as TestPaymentProvider;
  const written = async () => ({
    orders: await rowCount(t, orders),
    events: await rowCount(t, orderEvents),
    refunds: await rowCount(t, refunds),
    webhookEvents: await rowCount(t, paymentWebhookEvents),
    providerRefunds: provider().refunds.length,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    ({ atta, rice } = await makeKirana(t.database.db));
  });
  afterAll(() => t.close());

  it('remembers on the payment the cart and the address it priced', async () => {
    const { c, address } = await shopper();
    const { providerOrderId } = await paidOnSheet(c, address.id);
    expect(await paymentRow(providerOrderId)).toMatchObject({ cartKey: 'groceryCart', addressId: address.id, amountPaise: 53_100, status: 'created' });
  });

  it('turns a captured payment the browser never verified into exactly one Paid order', async () => {
    const { c, address } = await shopper();
    const { providerOrderId, proof } = await paidOnSheet(c, address.id);
    const res = await webhook(captured(providerOrderId, proof.payment_id, 53_100));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Order placed.' });

    const placed = await ordersOf(c);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMethod: 'Online', paymentStatus: 'Paid', totalAmountPaise: 53_100, orderType: 'Grocery' });
    const payment = await paymentRow(providerOrderId);
    expect(payment).toMatchObject({ status: 'used', providerPaymentId: proof.payment_id, placedByWebhook: true });
    expect(placed[0]!.paymentId).toBe(payment.id);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.customerId, c.id))).toEqual([]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed[0]!.id));
    expect(events.map((e) => e.kind).sort()).toEqual(['paid', 'placed']);

    // The browser comes back late: its verify is answered, and its create-order gets that order, not an empty cart.
    expect((await verify(c, proof)).statusCode).toBe(200);
    const late = await placeOnline(c, address.id, providerOrderId);
    expect(late.statusCode).toBe(200);
    expect(json<AnyReply>(late).order).toMatchObject({ _id: placed[0]!.id, paymentMethod: 'Online', paymentStatus: 'Paid', totalAmount: 531 });
    expect(await ordersOf(c)).toHaveLength(1);
  });

  it('places a payment priced with a coupon with that coupon: the discounted total, and the use it reserved', async () => {
    const [coupon] = await t.database.db.insert(coupons).values({ code: 'HOOK50', kind: 'flat', value: 5_000, totalUses: 5 }).returning();
    const { c, address } = await shopper();
    const created = json<AnyReply>(await post('/api/payment/createOrder', { cartKey: 'groceryCart', addressId: address.id, couponCode: 'HOOK50' }, c.headers));
    // ₹491 − ₹50 = ₹441; service charge (₹300–<₹500) ₹15; delivery ₹25: ₹481.
    expect(created.order.amountPaise).toBe(48_100);
    expect(await paymentRow(created.order.id)).toMatchObject({ couponCode: 'HOOK50' });
    const { proof } = json<AnyReply>(await post('/api/payment/test-provider/pay', { order_id: created.order.id, outcome: 'paid' }, c.headers));
    const res = await webhook(captured(created.order.id, proof.payment_id, 48_100));
    expect(json(res)).toEqual({ success: true, message: 'Order placed.' });
    const [placed] = await ordersOf(c);
    expect(placed).toMatchObject({ discountPaise: 5_000, totalAmountPaise: 48_100, couponId: coupon!.id });
    const uses = await t.database.db.select().from(couponUses).where(eq(couponUses.couponId, coupon!.id));
    expect(uses.map((u) => [u.orderId, u.releasedAt])).toEqual([[placed!.id, null]]);
    expect((await t.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedCount).toBe(1);
  });

  it('places a payment for an order for later scheduled for its slot, waiting for release, its seller not told yet', async () => {
    const { c, address } = await shopper();
    const { slots } = json<{ slots: string[] }>(await t.app.inject({ method: 'GET', url: '/api/order/schedule-slots?cartKey=groceryCart', headers: c.headers }));
    const slot = slots.at(-1)!;
    const created = json<AnyReply>(await post('/api/payment/createOrder', { cartKey: 'groceryCart', addressId: address.id, scheduledFor: slot }, c.headers));
    expect((await paymentRow(created.order.id)).scheduledFor?.toISOString()).toBe(slot);
    const { proof } = json<AnyReply>(await post('/api/payment/test-provider/pay', { order_id: created.order.id, outcome: 'paid' }, c.headers));
    expect(json(await webhook(captured(created.order.id, proof.payment_id, created.order.amountPaise)))).toEqual({ success: true, message: 'Order placed.' });
    const [placed, ...more] = await ordersOf(c);
    expect(more).toEqual([]);
    expect(placed).toMatchObject({ paymentStatus: 'Paid', totalAmountPaise: 53_100, releasedAt: null });
    expect(placed!.scheduledFor?.toISOString()).toBe(slot);
    const toSeller = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, placed!.id), eq(notifications.recipientRole, 'seller')));
    expect(toSeller).toEqual([]);
  });

  it('changes nothing when an event is delivered again, under its id or another', async () => {
    const { c, address } = await shopper();
    const { providerOrderId, proof } = await paidOnSheet(c, address.id);
    const event = captured(providerOrderId, proof.payment_id, 53_100);
    const id = eventId();
    expect((await webhook(event, { id })).statusCode).toBe(200);
    const before = await written();
    const replay = await webhook(event, { id });
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual({ success: true, message: 'Event already handled.' });
    expect(await written()).toEqual(before);
    // The same capture under a new event id: the payment is used already.
    const again = await webhook(event);
    expect(json(again)).toEqual({ success: true, message: 'Event acknowledged.' });
    expect({ ...(await written()), webhookEvents: before.webhookEvents }).toEqual(before);
    expect(await ordersOf(c)).toHaveLength(1);
  });

  it('refuses a bad signature, a missing header or a malformed capture with 400 and writes nothing', async () => {
    const { c, address } = await shopper();
    const { providerOrderId, proof } = await paidOnSheet(c, address.id);
    const event = captured(providerOrderId, proof.payment_id, 53_100);
    const before = await written();
    const id = eventId();

    const wrongSecret = await webhook(event, { id, secret: 'not-the-webhook-secret' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(json(wrongSecret)).toEqual({ success: false, message: 'Invalid webhook signature.', errors: [{ path: 'x-razorpay-signature', message: 'Invalid webhook signature.' }] });
    // Signed with the payment key secret instead of the webhook secret.
    expect((await webhook(event, { id, secret: t.config.payment.keySecret })).statusCode).toBe(400);
    // The signature of another body (the amount changed after signing).
    const signedOther = createHmac('sha256', webhookSecret()).update(JSON.stringify(captured(providerOrderId, proof.payment_id, 1))).digest('hex');
    expect((await webhook(event, { id, signature: signedOther })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: event,
      headers: { 'x-razorpay-event-id': id },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(json<AnyReply>(unsigned).errors[0].path).toBe('x-razorpay-signature');
    const noAmount = await webhook({ ...event, payload: { payment: { entity: { id: proof.payment_id, order_id: providerOrderId, status: 'captured' } } } });
    expect(noAmount.statusCode).toBe(400);
    expect(json<AnyReply>(noAmount).errors[0].path).toBe('payload.payment.entity.amount');

    expect(await written()).toEqual(before);
    expect(await paymentRow(providerOrderId)).toMatchObject({ status: 'created', providerPaymentId: null });
    // The refused event id was not remembered: the genuine delivery still counts.
    expect(json(await webhook(event, { id }))).toEqual({ success: true, message: 'Order placed.' });
  });

  it('acknowledges events it does not act on and payments it did not create', async () => {
    const before = await written();
    expect(json(await webhook({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_x' } } } }))).toEqual({ success: true, message: 'Event acknowledged.' });
    expect(json(await webhook(captured('order_not_ours', 'pay_not_ours', 100)))).toEqual({ success: true, message: 'Event acknowledged.' });
    expect({ ...(await written()), webhookEvents: before.webhookEvents }).toEqual(before);
  });

  it('refunds once a capture whose cart no longer prices to what was paid, and marks the refund processed when the provider says so', async () => {
    const { c, address } = await shopper();
    const { providerOrderId, proof } = await paidOnSheet(c, address.id);
    // The cart grew after paying: it would now cost more than was paid.
    await putInCart(t, c.id, 'groceryCart', [{ productId: rice.id, quantity: 1 }]);
    const res = await webhook(captured(providerOrderId, proof.payment_id, 53_100));
    expect(json(res)).toEqual({ success: true, message: 'Payment refunded.' });
    expect(await ordersOf(c)).toEqual([]);
    const payment = await paymentRow(providerOrderId);
    expect(payment).toMatchObject({ status: 'refunded', providerPaymentId: proof.payment_id });
    const made = provider().refunds.filter((r) => r.providerPaymentId === proof.payment_id);
    expect(made).toEqual([expect.objectContaining({ amountPaise: 53_100 })]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows).toEqual([expect.objectContaining({ amountPaise: 53_100, providerRefundId: made[0]!.providerRefundId, status: 'pending', processedAt: null })]);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.customerId, c.id))).toHaveLength(2);

    // Delivered again under another id: refunded already, nothing more leaves.
    await webhook(captured(providerOrderId, proof.payment_id, 53_100));
    expect(provider().refunds.filter((r) => r.providerPaymentId === proof.payment_id)).toHaveLength(1);
    // The browser's late create-order cannot use the refunded payment.
    expect((await placeOnline(c, address.id, providerOrderId)).statusCode).toBe(409);

    const processed = await webhook(refundProcessed(made[0]!.providerRefundId, proof.payment_id, 53_100));
    expect(json(processed)).toEqual({ success: true, message: 'Refund processed.' });
    const [done] = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(done).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
  });

  it('refunds a capture whose address was deleted meanwhile', async () => {
    const { c, address } = await shopper();
    const { providerOrderId, proof } = await paidOnSheet(c, address.id);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/user-profile/deleteAddress?userId=${c.id}&addressId=${address.id}`, headers: c.headers });
    expect(gone.statusCode).toBe(200);
    expect(json(await webhook(captured(providerOrderId, proof.payment_id, 53_100)))).toEqual({ success: true, message: 'Payment refunded.' });
    expect(await ordersOf(c)).toEqual([]);
    expect((await paymentRow(providerOrderId)).status).toBe('refunded');
  });

  it('gives one order when the webhook races the browser verifying and placing the order', async () => {
    for (let round = 0; round < 8; round++) {
      const { c, address } = await shopper();
      const { providerOrderId, proof } = await paidOnSheet(c, address.id);
      const browser = async () => {
        const verified = await verify(c, proof);
        return verified.statusCode === 200 ? placeOnline(c, address.id, providerOrderId) : verified;
      };
      // Every other round the webhook leaves a few milliseconds later, so either may come first.
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [hook, placed] = await Promise.all([later(round % 2 ? round : 0).then(() => webhook(captured(providerOrderId, proof.payment_id, 53_100))), browser()]);
      expect({ round, hook: hook.statusCode, placed: placed.statusCode, reply: json(placed) }).toMatchObject({ round, hook: 200, placed: 200 });
      const mine = await ordersOf(c);
      expect({ round, orders: mine.length }).toEqual({ round, orders: 1 });
      expect(json<AnyReply>(placed).order._id).toBe(mine[0]!.id);
      expect(await paymentRow(providerOrderId)).toMatchObject({ status: 'used', providerPaymentId: proof.payment_id });
      expect(await t.database.db.select().from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(payments.customerId, c.id))).toEqual([]);
    }
  });
});

describe("the local test provider's own webhook", () => {
  it('posts the capture to the API a moment after Pay, signed with its webhook secret, so an unverified payment still becomes the order', async () => {
    const t = await buildTestApp({ TEST_PROVIDER_WEBHOOK_DELAY_MS: '50' });
    try {
      const { atta } = await makeKirana(t.database.db);
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 3);
      await putInCart(t, c.id, 'groceryCart', [{ productId: atta.id, quantity: 2 }]);
      const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: c.headers });
      const created = json<AnyReply>(await send('/api/payment/createOrder', { cartKey: 'groceryCart', addressId: address.id }));
      expect((await send('/api/payment/test-provider/pay', { order_id: created.order.id, outcome: 'paid' })).statusCode).toBe(200);

      const deadline = Date.now() + 10_000;
      let placed: (typeof orders.$inferSelect)[] = [];
      while (placed.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        placed = await t.database.db.select().from(orders).where(eq(orders.customerId, c.id));
      }
      expect(placed).toEqual([expect.objectContaining({ paymentMethod: 'Online', paymentStatus: 'Paid', totalAmountPaise: 53_100 })]);
      expect(await t.database.db.select({ event: paymentWebhookEvents.event }).from(paymentWebhookEvents)).toEqual([{ event: 'payment.captured' }]);
    } finally {
      await t.close();
    }
  });
});
