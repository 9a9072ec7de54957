import { PICK_UP_FIRST_MESSAGE, type ItemStatus, type PaymentMethod, type Role } from '@nukkad/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commissionEntries,
  deliveryPartners,
  notifications,
  orderEvents,
  orderItems,
  orders,
  outstandingPayments,
  salesRecords,
  type ProductRow,
  type ShopRow,
} from '../../db/schema';
import { businessDate } from '../../lib/time';
import { rowCount } from '../../testing/checkout-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop, type OrderLineFixture } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('a delivery partner’s trip: pickup and delivery', () => {
  let t: TestApp;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let paneer: ProductRow;
  let dal: ProductRow;
  let cake: ProductRow;
  let customer: { id: string };
  /** Partner A is assigned the orders; partner B is another partner. */
  let deliveryPartnerA: { id: string; token: string };
  let deliveryPartnerB: { id: string; token: string };
  let tokens: Record<Exclude<Role, 'delivery'>, string>;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const pickup = (payload: object, token = deliveryPartnerA.token) =>
    t.app.inject({ method: 'PUT', url: '/api/delivery/order/confirm-pickup', payload, headers: bearer(token) });
  const deliver = (orderId: string, token = deliveryPartnerA.token) =>
    t.app.inject({ method: 'PUT', url: `/api/delivery/order/confirm-delivery/${orderId}`, headers: bearer(token) });

  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const deliveryPartnerRow = async (id: string) => (await t.database.db.select().from(deliveryPartners).where(eq(deliveryPartners.id, id)))[0]!;
  const statusesOf = async (orderId: string) =>
    Object.fromEntries(
      (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map((i) => [i.productId, i.status]),
    ) as Record<string, ItemStatus>;
  const eventsOf = (orderId: string) =>
    t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const notesOf = (orderId: string) =>
    t.database.db.select().from(notifications).where(eq(notifications.orderId, orderId)).orderBy(asc(notifications.recipientRole), asc(notifications.message));
  /** Everything a pickup or a delivery writes, to prove a refused one wrote nothing. */
  const written = async (orderId: string) => ({
    order: await orderRow(orderId),
    statuses: await statusesOf(orderId),
    partners: await t.database.db.select().from(deliveryPartners).orderBy(asc(deliveryPartners.id)),
    events: await rowCount(t, orderEvents),
    notifications: await rowCount(t, notifications),
    commissions: await rowCount(t, commissionEntries),
    outstanding: await rowCount(t, outstandingPayments),
    sales: await rowCount(t, salesRecords),
  });

  /** An order of paneer ×2 (Preparing, the dhaba) and cake ×1 (Processing, the bakery), assigned to partner A unless told. */
  async function assignedOrder(
    opts: { lines?: OrderLineFixture[]; deliveryPartnerId?: string | null; paymentMethod?: PaymentMethod; fees?: { deliveryChargePaise?: number; convenienceFeesPaise?: number; taxesPaise?: number } } = {},
  ) {
    const { order, items } = await makeOrder(t.database.db, {
      customer,
      lines: opts.lines ?? [
        { product: paneer, quantity: 2, status: 'Preparing' },
        { product: cake, quantity: 1, status: 'Processing' },
      ],
      paymentMethod: opts.paymentMethod ?? 'COD',
      paymentStatus: opts.paymentMethod === 'Online' ? 'Paid' : 'Unpaid',
      fees: opts.fees ?? { deliveryChargePaise: 4_500, convenienceFeesPaise: 1_500, taxesPaise: 2_650 },
    });
    const deliveryPartnerId = opts.deliveryPartnerId === undefined ? deliveryPartnerA.id : opts.deliveryPartnerId;
    if (deliveryPartnerId) await t.database.db.update(orders).set({ deliveryPartnerId: deliveryPartnerId, assignedAt: new Date() }).where(eq(orders.id, order.id));
    return { order: await orderRow(order.id), items };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Sharma Dhaba', category: 'Restaurant' });
    bakery = await makeShop(db, { name: 'Rise Bakery', category: 'Bakery' });
    [paneer, dal] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000 },
      { name: 'Dal Makhani', pricePaise: 18_050 },
    ])) as [ProductRow, ProductRow];
    [cake] = (await makeProducts(db, bakery, [{ name: 'Chocolate Cake', pricePaise: 45_000 }])) as [ProductRow];
    customer = await makeAccount(db, 'customer');
    const a = await makeAccount(db, 'delivery', 'Partner A');
    const b = await makeAccount(db, 'delivery', 'Partner B');
    deliveryPartnerA = { id: a.id, token: sign(a.id, 'delivery') };
    deliveryPartnerB = { id: b.id, token: sign(b.id, 'delivery') };
    tokens = {
      customer: sign(customer.id, 'customer'),
      seller: sign(dhaba.sellerId, 'seller'),
      admin: sign((await makeAccount(db, 'admin')).id, 'admin'),
    };
  });
  afterAll(() => t.close());

  describe('PUT /api/delivery/order/confirm-pickup', () => {
    it('moves a Preparing item, then a Processing one, Out For Delivery; the order follows; the customer hears each', async () => {
      const { order, items } = await assignedOrder();
      const res = await pickup({ orderId: order.id, productId: paneer.id });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Marked as Out For Delivery' });
      expect(await statusesOf(order.id)).toEqual({ [paneer.id]: 'Out For Delivery', [cake.id]: 'Processing' });
      // The least advanced item (the cake, Processing) still sets the order's status.
      expect((await orderRow(order.id)).deliveryStatus).toBe('Processing');

      expect(json(await pickup({ orderId: order.id, productId: cake.id }))).toEqual({ success: true, message: 'Marked as Out For Delivery' });
      expect(await statusesOf(order.id)).toEqual({ [paneer.id]: 'Out For Delivery', [cake.id]: 'Out For Delivery' });
      expect((await orderRow(order.id)).deliveryStatus).toBe('Out For Delivery');

      const itemOf = (productId: string) => items.find((i) => i.productId === productId)!.id;
      const events = (await eventsOf(order.id)).map((e) => ({ item: e.orderItemId, kind: e.kind, from: e.fromStatus, to: e.toStatus, role: e.actorRole, actor: e.actorId }));
      // Events of one transaction share its timestamp: compared as a set.
      expect(events).toHaveLength(3);
      expect(events).toEqual(
        expect.arrayContaining([
          { item: itemOf(paneer.id), kind: 'status', from: 'Preparing', to: 'Out For Delivery', role: 'delivery', actor: deliveryPartnerA.id },
          { item: itemOf(cake.id), kind: 'status', from: 'Processing', to: 'Out For Delivery', role: 'delivery', actor: deliveryPartnerA.id },
          { item: null, kind: 'status', from: 'Processing', to: 'Out For Delivery', role: 'delivery', actor: deliveryPartnerA.id },
        ]),
      );
      const notes = (await notesOf(order.id)).map((n) => ({ role: n.recipientRole, to: n.recipientId, message: n.message, url: n.url }));
      expect(notes).toEqual([
        { role: 'customer', to: customer.id, message: `Your order #${order.displayId}: Chocolate Cake is on the way.`, url: `/order/${order.id}` },
        { role: 'customer', to: customer.id, message: `Your order #${order.displayId}: Paneer Tikka is on the way.`, url: `/order/${order.id}` },
      ]);
    });

    it('refuses a second tap on the same item with 409 and writes no second event, even when both arrive at once', async () => {
      const { order } = await assignedOrder();
      expect((await pickup({ orderId: order.id, productId: paneer.id })).statusCode).toBe(200);
      const before = await written(order.id);
      const again = await pickup({ orderId: order.id, productId: paneer.id });
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ success: false, message: 'This item was already picked up.' });
      expect(await written(order.id)).toEqual(before);

      const replies = await Promise.all([pickup({ orderId: order.id, productId: cake.id }), pickup({ orderId: order.id, productId: cake.id })]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const cakeEvents = (await eventsOf(order.id)).filter((e) => e.orderItemId !== null && e.toStatus === 'Out For Delivery');
      expect(cakeEvents).toHaveLength(2);
    });

    it('refuses to pick up a cancelled item or one already delivered (409), writing nothing', async () => {
      const { order } = await assignedOrder({
        lines: [
          { product: paneer, quantity: 1, status: 'Preparing' },
          { product: dal, quantity: 1, status: 'Cancelled' },
        ],
      });
      const before = await written(order.id);
      const cancelled = await pickup({ orderId: order.id, productId: dal.id });
      expect(cancelled.statusCode).toBe(409);
      expect(await written(order.id)).toEqual(before);

      const { order: done } = await assignedOrder({ lines: [{ product: paneer, quantity: 1, status: 'Delivered' }] });
      const beforeDone = await written(done.id);
      expect((await pickup({ orderId: done.id, productId: paneer.id })).statusCode).toBe(409);
      expect(await written(done.id)).toEqual(beforeDone);
    });

    it('refuses bad input with 400 naming the field, writing nothing', async () => {
      const { order } = await assignedOrder();
      const before = await written(order.id);
      const cases: [object, string][] = [
        [{ orderId: order.id }, 'productId'],
        [{ productId: paneer.id }, 'orderId'],
        [{ orderId: 'abc', productId: paneer.id }, 'orderId'],
        [{ orderId: order.id, productId: 'x'.repeat(36) }, 'productId'],
      ];
      for (const [payload, path] of cases) {
        const res = await pickup(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain(path);
      }
      const extra = await pickup({ orderId: order.id, productId: paneer.id, status: 'Delivered' });
      expect(extra.statusCode).toBe(400);
      expect(await written(order.id)).toEqual(before);
    });

    it('answers only the assigned partner: other roles 403, partner B 403, an unassigned order 403, unknown ids 404; nothing written', async () => {
      const { order } = await assignedOrder();
      const { order: unassigned } = await assignedOrder({ deliveryPartnerId: null });
      const before = await written(order.id);
      const payload = { orderId: order.id, productId: paneer.id };
      expect((await t.app.inject({ method: 'PUT', url: '/api/delivery/order/confirm-pickup', payload })).statusCode).toBe(401);
      for (const role of ['customer', 'seller', 'admin'] as const) expect((await pickup(payload, tokens[role])).statusCode, role).toBe(403);
      const other = await pickup(payload, deliveryPartnerB.token);
      expect(other.statusCode).toBe(403);
      expect(json(other)).toEqual({ success: false, message: 'This order is not assigned to you.' });
      expect((await pickup({ orderId: unassigned.id, productId: paneer.id })).statusCode).toBe(403);
      expect((await pickup({ orderId: UNKNOWN_ID, productId: paneer.id })).statusCode).toBe(404);
      expect((await pickup({ orderId: order.id, productId: dal.id })).statusCode).toBe(404);
      expect(await written(order.id)).toEqual(before);
      expect(await statusesOf(unassigned.id)).toEqual({ [paneer.id]: 'Preparing', [cake.id]: 'Processing' });
    });
  });

  describe('PUT /api/delivery/order/confirm-delivery/:orderId', () => {
    it(`is 409 '${PICK_UP_FIRST_MESSAGE}' while an item is still at its shop, and writes nothing`, async () => {
      const { order } = await assignedOrder();
      await pickup({ orderId: order.id, productId: paneer.id });
      const before = await written(order.id);
      const res = await deliver(order.id);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ success: false, message: PICK_UP_FIRST_MESSAGE });
      expect(await written(order.id)).toEqual(before);
    });

    it('COD: items and order Delivered, commission, cash owed, each seller’s sale, events and notifications, in one go', async () => {
      const { order, items } = await assignedOrder({
        lines: [
          { product: paneer, quantity: 2, status: 'Preparing' },
          { product: dal, quantity: 1, status: 'Cancelled' },
          { product: cake, quantity: 1, status: 'Preparing' },
        ],
      });
      await pickup({ orderId: order.id, productId: paneer.id });
      await pickup({ orderId: order.id, productId: cake.id });
      const owedBefore = (await deliveryPartnerRow(deliveryPartnerA.id)).outstandingAmountPaise;
      const eventsBefore = (await eventsOf(order.id)).length;
      const started = Date.now();

      const res = await deliver(order.id);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Order marked as Delivered' });

      expect(await statusesOf(order.id)).toEqual({ [paneer.id]: 'Delivered', [dal.id]: 'Cancelled', [cake.id]: 'Delivered' });
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ deliveryStatus: 'Delivered', paymentStatus: 'Paid' });
      expect(row.deliveredAt!.getTime()).toBeGreaterThanOrEqual(started - 1_000);
      // The fixture's figures: ₹930 of food (the dal is cancelled), ₹45 delivery, ₹15 convenience, ₹26.50 of tax.
      expect(row.totalAmountPaise).toBe(93_000 + 4_500 + 1_500 + 2_650);

      const [commission] = await t.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, order.id));
      expect(commission).toMatchObject({ deliveryPartnerId: deliveryPartnerA.id, commissionPaise: 4_500 + 1_500 });
      const [owed] = await t.database.db.select().from(outstandingPayments).where(eq(outstandingPayments.orderId, order.id));
      expect(owed).toMatchObject({ deliveryPartnerId: deliveryPartnerA.id, amountPaise: row.totalAmountPaise, status: 'unsettled', settledAt: null });
      expect(owed!.collectedAt.getTime()).toBe(row.deliveredAt!.getTime());
      expect((await deliveryPartnerRow(deliveryPartnerA.id)).outstandingAmountPaise).toBe(owedBefore + row.totalAmountPaise);
      const sales = await t.database.db.select().from(salesRecords).where(eq(salesRecords.orderId, order.id));
      expect(sales.map((s) => ({ seller: s.sellerId, paise: s.amountPaise, date: s.date })).sort((a, b) => a.paise - b.paise)).toEqual([
        { seller: bakery.sellerId, paise: 45_000, date: businessDate(row.deliveredAt!) },
        { seller: dhaba.sellerId, paise: 48_000, date: businessDate(row.deliveredAt!) },
      ]);

      const itemOf = (productId: string) => items.find((i) => i.productId === productId)!.id;
      const events = (await eventsOf(order.id)).slice(eventsBefore).map((e) => ({ item: e.orderItemId, kind: e.kind, from: e.fromStatus, to: e.toStatus, actor: e.actorId }));
      expect(events).toHaveLength(4);
      expect(events).toEqual(
        expect.arrayContaining([
          { item: itemOf(paneer.id), kind: 'status', from: 'Out For Delivery', to: 'Delivered', actor: deliveryPartnerA.id },
          { item: itemOf(cake.id), kind: 'status', from: 'Out For Delivery', to: 'Delivered', actor: deliveryPartnerA.id },
          { item: null, kind: 'status', from: 'Out For Delivery', to: 'Delivered', actor: deliveryPartnerA.id },
          { item: null, kind: 'paid', from: null, to: null, actor: deliveryPartnerA.id },
        ]),
      );

      const delivered = (await notesOf(order.id)).filter((n) => n.kind === 'order_delivered');
      expect(delivered.map((n) => ({ role: n.recipientRole, to: n.recipientId, url: n.url, message: n.message })).sort((a, b) => (a.role + a.to).localeCompare(b.role + b.to))).toEqual(
        [
          { role: 'customer', to: customer.id, url: `/order/${order.id}`, message: `Your order #${order.displayId} has been delivered. Tell us how it went!` },
          { role: 'seller', to: bakery.sellerId, url: `/getOrderDetails/${order.id}`, message: `Order #${order.displayId} has been delivered.` },
          { role: 'seller', to: dhaba.sellerId, url: `/getOrderDetails/${order.id}`, message: `Order #${order.displayId} has been delivered.` },
        ].sort((a, b) => (a.role + a.to).localeCompare(b.role + b.to)),
      );

      // Delivering twice: 409, nothing written.
      const before = await written(order.id);
      const again = await deliver(order.id);
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ success: false, message: 'This order has already been delivered.' });
      expect(await written(order.id)).toEqual(before);
    });

    it('Online: Delivered and commissioned, the payment stays Paid and nothing is owed', async () => {
      const { order } = await assignedOrder({ paymentMethod: 'Online', lines: [{ product: cake, quantity: 2, status: 'Out For Delivery' }], fees: { deliveryChargePaise: 2_500 } });
      const owedBefore = (await deliveryPartnerRow(deliveryPartnerA.id)).outstandingAmountPaise;
      expect((await deliver(order.id)).statusCode).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ deliveryStatus: 'Delivered', paymentStatus: 'Paid' });
      const [commission] = await t.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, order.id));
      expect(commission!.commissionPaise).toBe(2_500);
      expect(await t.database.db.select().from(outstandingPayments).where(eq(outstandingPayments.orderId, order.id))).toEqual([]);
      expect((await deliveryPartnerRow(deliveryPartnerA.id)).outstandingAmountPaise).toBe(owedBefore);
      expect((await eventsOf(order.id)).filter((e) => e.kind === 'paid')).toEqual([]);
    });

    it('of two deliveries of one order at once, exactly one counts: one commission, one cash entry', async () => {
      const { order } = await assignedOrder({ lines: [{ product: paneer, quantity: 1, status: 'Out For Delivery' }] });
      const owedBefore = (await deliveryPartnerRow(deliveryPartnerA.id)).outstandingAmountPaise;
      const replies = await Promise.all([deliver(order.id), deliver(order.id)]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await t.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, order.id))).toHaveLength(1);
      expect(await t.database.db.select().from(outstandingPayments).where(eq(outstandingPayments.orderId, order.id))).toHaveLength(1);
      expect((await deliveryPartnerRow(deliveryPartnerA.id)).outstandingAmountPaise).toBe(owedBefore + (await orderRow(order.id)).totalAmountPaise);
    });

    it('refuses an order whose every item was cancelled (409), writing nothing', async () => {
      const { order } = await assignedOrder({ lines: [{ product: dal, quantity: 1, status: 'Cancelled' }], fees: { deliveryChargePaise: 0 } });
      const before = await written(order.id);
      const res = await deliver(order.id);
      expect(res.statusCode).toBe(409);
      expect(await written(order.id)).toEqual(before);
    });

    it('answers only the assigned partner: other roles 403, partner B 403, unknown 404, a malformed id 400; nothing written', async () => {
      const { order } = await assignedOrder({ lines: [{ product: paneer, quantity: 1, status: 'Out For Delivery' }] });
      const before = await written(order.id);
      expect((await t.app.inject({ method: 'PUT', url: `/api/delivery/order/confirm-delivery/${order.id}` })).statusCode).toBe(401);
      for (const role of ['customer', 'seller', 'admin'] as const) expect((await deliver(order.id, tokens[role])).statusCode, role).toBe(403);
      const other = await deliver(order.id, deliveryPartnerB.token);
      expect(other.statusCode).toBe(403);
      expect(json(other)).toEqual({ success: false, message: 'This order is not assigned to you.' });
      expect((await deliver(UNKNOWN_ID)).statusCode).toBe(404);
      const malformed = await deliver('not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(json<AnyReply>(malformed).errors.map((e: AnyReply) => e.path)).toContain('orderId');
      expect(await written(order.id)).toEqual(before);
      const [b] = await t.database.db.select().from(commissionEntries).where(and(eq(commissionEntries.deliveryPartnerId, deliveryPartnerB.id)));
      expect(b).toBeUndefined();
    });
  });
});
