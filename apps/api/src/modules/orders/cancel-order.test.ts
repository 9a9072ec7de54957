import type { ItemStatus } from '@nukkad/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, notifications, orderItems, orders, payments, refunds, type ProductRow, type ShopRow } from '../../db/schema';
import { isTestPaymentProvider, type TestPaymentProvider } from '../../ports/payment-provider-test';
import { everythingWritten, makeDhabaAndBakery, placeOrder, signedIn, type Signed } from '../../testing/admin-fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type Reply = { success: boolean; message: string; refunded?: boolean };

describe('POST /api/order/cancel: a customer cancels their own order before the shop starts', () => {
  let t: TestApp;
  let provider: TestPaymentProvider;
  let admin: Signed;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let paneer: ProductRow;
  let naan: ProductRow;
  let cake: ProductRow;
  let dhabaSeller: Record<string, string>;

  const send = (method: 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const cancel = (headers: Record<string, string>, orderId: string) => send('POST', '/api/order/cancel', headers, { orderId });
  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const itemStatuses = async (orderId: string) =>
    (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName))).map(
      (i) => [i.productName, i.status] as [string, ItemStatus],
    );
  const notesOf = async (orderId: string) =>
    (
      await t.database.db
        .select({ role: notifications.recipientRole, id: notifications.recipientId, message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'order_cancelled')))
    ).sort((a, b) => a.role.localeCompare(b.role) || a.id.localeCompare(b.id));

  beforeAll(async () => {
    t = await buildTestApp();
    if (!isTestPaymentProvider(t.app.paymentProvider)) throw new Error('the tests run on the test payment provider');
    provider = t.app.paymentProvider;
    const db = t.database.db;
    admin = await signedIn(t, 'admin');
    ({ dhaba, bakery, paneer, naan, cake } = await makeDhabaAndBakery(db, 'Cancel'));
    dhabaSeller = bearer(t.app.jwt.sign({ sub: dhaba.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
  });
  afterAll(() => t.close());

  it('a COD order: every item Cancelled, the order at ₹0, each seller and the assigned partner told, live events written, no refund', async () => {
    const { customer, orderId } = await placeOrder(t, 'foodCart', [
      { product: paneer, quantity: 2 },
      { product: cake, quantity: 1 },
    ]);
    const partner = await signedIn(t, 'delivery', 'Ravi Rider');
    expect((await send('POST', '/api/admin/assignDeliveryBoy', admin.headers, { orderId, deliveryBoyId: partner.id })).statusCode).toBe(200);
    const refundsBefore = provider.refunds.length;

    const res = await cancel(customer.headers, orderId);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Your order has been cancelled.', refunded: false });

    const after = await orderRow(orderId);
    expect(after).toMatchObject({ deliveryStatus: 'Cancelled', amountPaise: 0, deliveryChargePaise: 0, totalAmountPaise: 0 });
    expect(await itemStatuses(orderId)).toEqual([
      ['Chocolate Cake', 'Cancelled'],
      ['Paneer Tikka', 'Cancelled'],
    ]);
    expect(await notesOf(orderId)).toEqual(
      [
        { role: 'delivery', id: partner.id, message: `Order #${after.displayId} has been cancelled by the customer: do not pick it up.` },
        ...[dhaba.sellerId, bakery.sellerId].map((id) => ({ role: 'seller', id, message: `Order #${after.displayId} has been cancelled by the customer: do not prepare it.` })),
      ].sort((a, b) => a.role.localeCompare(b.role) || a.id.localeCompare(b.id)),
    );
    const live = await t.database.db.select().from(liveEvents).where(and(eq(liveEvents.orderId, orderId), eq(liveEvents.status, 'Cancelled')));
    const told = new Set(live.map((e) => `${e.recipientRole}:${e.recipientId ?? ''}`));
    for (const who of [`seller:${dhaba.sellerId}`, `seller:${bakery.sellerId}`, `delivery:${partner.id}`, `customer:${customer.id}`]) expect(told, who).toContain(who);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect(provider.refunds.length).toBe(refundsBefore);
  });

  it('an Online order: refunded in full exactly once; a second cancel is 409 and writes nothing', async () => {
    const { customer, orderId } = await placeOrder(t, 'foodCart', [
      { product: paneer, quantity: 1 },
      { product: naan, quantity: 2 },
    ], { online: true });
    const placed = await orderRow(orderId);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, placed.paymentId!));
    // ₹240 + 2 × ₹45 = ₹330 of food, plus GST and delivery: what was paid is the order's total.
    expect(payment!.amountPaise).toBe(placed.totalAmountPaise);
    const refundsBefore = provider.refunds.length;

    const res = await cancel(customer.headers, orderId);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Your order has been cancelled. What you paid is being refunded to you.', refunded: true });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paymentId: payment!.id, amountPaise: payment!.amountPaise, reason: 'order cancelled by the customer' });
    expect(provider.refunds.length).toBe(refundsBefore + 1);
    expect(provider.refunds.at(-1)).toMatchObject({ amountPaise: payment!.amountPaise });

    const before = await everythingWritten(t);
    const again = await cancel(customer.headers, orderId);
    expect(again.statusCode).toBe(409);
    expect(json<Reply>(again)).toEqual({ success: false, message: 'This order has already been cancelled.' });
    expect(await everythingWritten(t)).toEqual(before);
    expect(provider.refunds.length).toBe(refundsBefore + 1);
  });

  it('after a seller has confirmed any item: 409 with a plain message, nothing changed', async () => {
    const { customer, orderId } = await placeOrder(t, 'foodCart', [
      { product: paneer, quantity: 1 },
      { product: cake, quantity: 1 },
    ]);
    expect((await send('PUT', `/api/order/confirm-order/${orderId}`, dhabaSeller, { selectedProducts: [paneer.id] })).statusCode).toBe(200);
    const before = await everythingWritten(t);
    const res = await cancel(customer.headers, orderId);
    expect(res.statusCode).toBe(409);
    expect(json<Reply>(res)).toEqual({ success: false, message: 'This order can no longer be cancelled: the shop has already started preparing it.' });
    expect(await everythingWritten(t)).toEqual(before);
    expect(await itemStatuses(orderId)).toEqual([
      ['Chocolate Cake', 'Processing'],
      ['Paneer Tikka', 'Preparing'],
    ]);
  });

  it('a seller who left every item out has started too: 409', async () => {
    const { customer, orderId } = await placeOrder(t, 'foodCart', [
      { product: paneer, quantity: 1 },
      { product: cake, quantity: 1 },
    ]);
    expect((await send('PUT', `/api/order/confirm-order/${orderId}`, dhabaSeller, { selectedProducts: [] })).statusCode).toBe(200);
    expect((await cancel(customer.headers, orderId)).statusCode).toBe(409);
  });

  it('access: another customer’s order is 404; seller, partner and admin tokens 403; no token 401; nothing changed', async () => {
    const { orderId } = await placeOrder(t, 'foodCart', [{ product: naan, quantity: 1 }]);
    const stranger = await signedIn(t, 'customer');
    const others = await Promise.all((['seller', 'delivery', 'admin'] as const).map(async (role) => [role, (await signedIn(t, role)).headers] as const));
    const before = await everythingWritten(t);
    const notYours = await cancel(stranger.headers, orderId);
    expect(notYours.statusCode).toBe(404);
    expect(json<Reply>(notYours).message).toBe('Order not found!');
    const unknown = await cancel(stranger.headers, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    for (const [role, headers] of others) expect((await cancel(headers, orderId)).statusCode, role).toBe(403);
    expect((await cancel({}, orderId)).statusCode).toBe(401);
    expect(await everythingWritten(t)).toEqual(before);
    expect((await orderRow(orderId)).deliveryStatus).toBe('Processing');
  });

  it.each([
    [{}, 'orderId'],
    [{ orderId: 'abc' }, 'orderId'],
    [{ orderId: 42 }, 'orderId'],
    [{ orderId: '00000000-0000-4000-8000-000000000000', extra: 1 }, 'extra'],
  ])('bad input %j: 400 naming %s, nothing written', async (payload, field) => {
    const customer = await signedIn(t, 'customer');
    const before = await everythingWritten(t);
    const res = await send('POST', '/api/order/cancel', customer.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(json(res))).toContain(field);
    expect(await everythingWritten(t)).toEqual(before);
  });
});
