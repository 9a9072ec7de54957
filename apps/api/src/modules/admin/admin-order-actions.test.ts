import { type AdminOrder, type ItemStatus } from '@nukkad/contracts';
import { and, asc, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, deliveryPartners, notifications, orderEvents, orderItems, orders, payments, refunds, type ProductRow, type ShopRow } from '../../db/schema';
import { isTestPaymentProvider, type TestPaymentProvider } from '../../ports/payment-provider-test';
import { everythingWritten, makeDhabaAndBakery, placeOrder, signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeAccount, makeOrder } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type Reply = { success: boolean; message: string };

describe('an admin cancels and assigns orders, and every action shows in the order’s history', () => {
  let t: TestApp;
  let provider: TestPaymentProvider;
  let admin: Signed;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let paneer: ProductRow;
  let naan: ProductRow;
  let cake: ProductRow;
  let sellerHeaders: Record<string, string>;

  const send = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const cancel = (orderId: string) => send('PUT', '/api/admin/cancelOrder', admin.headers, { orderId });
  const assign = (orderId: string, deliveryPartnerId: string) => send('POST', '/api/admin/assignDeliveryBoy', admin.headers, { orderId, deliveryBoyId: deliveryPartnerId });
  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const itemStatuses = async (orderId: string) =>
    (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName))).map(
      (i) => [i.productName, i.status] as [string, ItemStatus],
    );
  /** An order's notifications of one kind, by recipient role and id (as strings: the role enum sorts otherwise). */
  const notesOf = async (orderId: string, kind: string) =>
    (
      await t.database.db
        .select({ role: notifications.recipientRole, id: notifications.recipientId, message: notifications.message, url: notifications.url })
        .from(notifications)
        .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, kind)))
    ).sort((a, b) => a.role.localeCompare(b.role) || a.id.localeCompare(b.id));
  const lookUp = async (displayOrId: string) => json<{ order: AdminOrder }>(await send('GET', `/api/admin/getOrderById/${displayOrId}`, admin.headers)).order;
  const newDeliveryPartner = async (name?: string) => signedIn(t, 'delivery', name);
  const pickUp = (deliveryPartner: Signed, orderId: string, productId: string) =>
    send('PUT', '/api/delivery/order/confirm-pickup', deliveryPartner.headers, { orderId, productId });

  beforeAll(async () => {
    t = await buildTestApp();
    if (!isTestPaymentProvider(t.app.paymentProvider)) throw new Error('the tests run on the test payment provider');
    provider = t.app.paymentProvider;
    const db = t.database.db;
    admin = await signedIn(t, 'admin', 'Meera Admin');
    ({ dhaba, bakery, paneer, naan, cake } = await makeDhabaAndBakery(db, 'Action'));
    sellerHeaders = bearer(t.app.jwt.sign({ sub: dhaba.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
  });
  afterAll(() => t.close());

  describe('PUT /api/admin/cancelOrder', () => {
    it('an Online paid order: every item Cancelled, the order repriced to nothing, the payment refunded in full exactly once, everyone told', async () => {
      const { customer, orderId } = await placeOrder(t, 'foodCart', [
        { product: paneer, quantity: 2 },
        { product: cake, quantity: 1 },
      ], { online: true });
      const deliveryPartner = await newDeliveryPartner('Ravi Kumar');
      expect((await assign(orderId, deliveryPartner.id)).statusCode).toBe(200);
      const placed = await orderRow(orderId);
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, placed.paymentId!));
      expect(placed).toMatchObject({ paymentMethod: 'Online', paymentStatus: 'Paid' });
      const providerRefundsBefore = provider.refunds.length;

      const res = await cancel(orderId);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Order cancelled successfully!' });

      const after = await orderRow(orderId);
      expect(after).toMatchObject({ deliveryStatus: 'Cancelled', amountPaise: 0, deliveryChargePaise: 0, totalAmountPaise: 0 });
      expect(await itemStatuses(orderId)).toEqual([
        ['Chocolate Cake', 'Cancelled'],
        ['Paneer Tikka', 'Cancelled'],
      ]);
      // The refund: one row, one call to the provider, for all that was paid.
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ paymentId: payment!.id, amountPaise: payment!.amountPaise, reason: 'order cancelled by an admin' });
      expect(provider.refunds.length).toBe(providerRefundsBefore + 1);
      expect(provider.refunds.at(-1)).toMatchObject({ providerRefundId: rows[0]!.providerRefundId, amountPaise: payment!.amountPaise });

      expect(await notesOf(orderId, 'order_cancelled')).toEqual(
        [
          { role: 'customer', id: customer.id, message: `Your order #${after.displayId} has been cancelled. What you paid is being refunded to you.`, url: `/order/${orderId}` },
          { role: 'delivery', id: deliveryPartner.id, message: `Order #${after.displayId} has been cancelled: do not deliver it.`, url: `/delivery/order/${orderId}` },
          ...[dhaba.sellerId, bakery.sellerId].map((id) => ({
            role: 'seller',
            id,
            message: `Order #${after.displayId} has been cancelled by the admin.`,
            url: `/getOrderDetails/${orderId}`,
          })),
        ].sort((a, b) => a.role.localeCompare(b.role) || a.id.localeCompare(b.id)),
      );

      // A second cancellation is refused and changes nothing: no second refund anywhere.
      const before = await everythingWritten(t);
      const again = await cancel(orderId);
      expect(again.statusCode).toBe(409);
      expect(json<Reply>(again)).toEqual({ success: false, message: 'This order has already been cancelled.' });
      expect(await everythingWritten(t)).toEqual(before);
      expect(provider.refunds.length).toBe(providerRefundsBefore + 1);

      // The history shows who did what: the admin's action, each item's move by the admin, the refund.
      const order = await lookUp(after.displayId);
      expect(order).toMatchObject({ deliveryStatus: 'Cancelled', refunded: payment!.amountPaise / 100, canCancel: false, canAssign: false });
      expect(order.history[0]).toMatchObject({ kind: 'cancel_order', actorRole: 'admin', actorName: 'Meera Admin', note: expect.stringContaining('2 item(s) cancelled') });
      const byAdmin = order.history.filter((e) => e.actorRole === 'admin' && e.kind === 'status' && e.productName !== null);
      expect(byAdmin.map((e) => [e.productName, e.fromStatus, e.toStatus]).sort()).toEqual([
        ['Chocolate Cake', 'Processing', 'Cancelled'],
        ['Paneer Tikka', 'Processing', 'Cancelled'],
      ]);
      expect(order.history.filter((e) => e.kind === 'refunded')).toHaveLength(1);
      expect(order.history.find((e) => e.kind === 'placed')).toMatchObject({ actorRole: 'customer' });
    });

    it('an Online order a seller confirmed in part: the cancellation refunds the rest, so all refunds together are what was paid', async () => {
      const { orderId } = await placeOrder(t, 'foodCart', [
        { product: paneer, quantity: 1 },
        { product: naan, quantity: 3 },
        { product: cake, quantity: 1 },
      ], { online: true });
      const confirm = await send('PUT', `/api/order/confirm-order/${orderId}`, sellerHeaders, { selectedProducts: [paneer.id] });
      expect(confirm.statusCode).toBe(200);
      const placed = await orderRow(orderId);
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, placed.paymentId!));
      expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
      const providerRefundsBefore = provider.refunds.length;

      expect((await cancel(orderId)).statusCode).toBe(200);
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(rows).toHaveLength(2);
      const [total] = await t.database.db.select({ paise: sum(refunds.amountPaise) }).from(refunds).where(eq(refunds.orderId, orderId));
      expect(Number(total!.paise)).toBe(payment!.amountPaise);
      expect(provider.refunds.length).toBe(providerRefundsBefore + 1);
      expect(await itemStatuses(orderId)).toEqual([
        ['Butter Naan', 'Cancelled'],
        ['Chocolate Cake', 'Cancelled'],
        ['Paneer Tikka', 'Cancelled'],
      ]);
    });

    it('a COD order picked up in part: cancelled, nothing refunded, the partner told', async () => {
      const { customer, orderId } = await placeOrder(t, 'foodCart', [
        { product: paneer, quantity: 1 },
        { product: cake, quantity: 1 },
      ]);
      const deliveryPartner = await newDeliveryPartner();
      expect((await assign(orderId, deliveryPartner.id)).statusCode).toBe(200);
      expect((await pickUp(deliveryPartner, orderId, paneer.id)).statusCode).toBe(200);
      const refundsBefore = (await everythingWritten(t)).refunds;

      expect((await cancel(orderId)).statusCode).toBe(200);
      expect(await itemStatuses(orderId)).toEqual([
        ['Chocolate Cake', 'Cancelled'],
        ['Paneer Tikka', 'Cancelled'],
      ]);
      expect((await everythingWritten(t)).refunds).toBe(refundsBefore);
      const notes = await notesOf(orderId, 'order_cancelled');
      expect(notes.map((n) => [n.role, n.id])).toEqual(
        [
          ['customer', customer.id],
          ['delivery', deliveryPartner.id],
          ['seller', dhaba.sellerId],
          ['seller', bakery.sellerId],
        ].sort((a, b) => a[0]!.localeCompare(b[0]!) || a[1]!.localeCompare(b[1]!)),
      );
      expect(notes.find((n) => n.role === 'customer')!.message).not.toContain('refunded');
    });

    it('409 for a delivered order, and nothing is written', async () => {
      const { orderId } = await placeOrder(t, 'foodCart', [{ product: naan, quantity: 2 }]);
      const deliveryPartner = await newDeliveryPartner();
      expect((await assign(orderId, deliveryPartner.id)).statusCode).toBe(200);
      expect((await pickUp(deliveryPartner, orderId, naan.id)).statusCode).toBe(200);
      expect((await send('PUT', `/api/delivery/order/confirm-delivery/${orderId}`, deliveryPartner.headers)).statusCode).toBe(200);
      const before = await everythingWritten(t);
      const res = await cancel(orderId);
      expect(res.statusCode).toBe(409);
      expect(json<Reply>(res)).toEqual({ success: false, message: 'This order has already been delivered and cannot be cancelled.' });
      expect(await everythingWritten(t)).toEqual(before);
    });

    it('404 for an order that does not exist', async () => {
      const res = await cancel('00000000-0000-4000-8000-000000000000');
      expect(res.statusCode).toBe(404);
      expect(json<Reply>(res)).toEqual({ success: false, message: 'Order not found' });
    });
  });

  describe('POST /api/admin/assignDeliveryBoy', () => {
    it('assigns an unassigned order: the partner has it, the event and audit record name the admin, the partner and the customer are told', async () => {
      const customer = await makeAccount(t.database.db, 'customer');
      const { order } = await makeOrder(t.database.db, { customer, lines: [{ product: paneer, quantity: 1 }] });
      const deliveryPartner = await newDeliveryPartner('Sita Devi');
      const res = await assign(order.id, deliveryPartner.id);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Delivery Boy assigned successfully!' });
      const row = await orderRow(order.id);
      expect(row.deliveryPartnerId).toBe(deliveryPartner.id);
      expect(row.assignedAt).not.toBeNull();
      expect(await notesOf(order.id, 'order_assigned')).toEqual([
        { role: 'delivery', id: deliveryPartner.id, message: `Order #${order.displayId} has been assigned to you: pick it up from each shop.`, url: `/delivery/order/${order.id}` },
      ]);
      expect((await notesOf(order.id, 'partner_assigned')).map((n) => [n.role, n.id])).toEqual([['customer', customer.id]]);
      const events = await t.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'assigned')));
      expect(events).toEqual([expect.objectContaining({ actorRole: 'admin', actorId: admin.id, note: 'Sita Devi' })]);
      const actions = await t.database.db.select().from(adminActions).where(eq(adminActions.orderId, order.id));
      expect(actions).toEqual([expect.objectContaining({ adminId: admin.id, action: 'assign_partner', deliveryPartnerId: deliveryPartner.id })]);

      // The partner now sees it as theirs; another partner can no longer accept it.
      const mine = await send('GET', `/api/delivery/order/${order.id}`, deliveryPartner.headers);
      expect(mine.statusCode).toBe(200);
      const other = await newDeliveryPartner();
      const accepted = await send('POST', `/api/delivery/orders/${order.id}/accept`, other.headers, { deliveryBoyId: other.id });
      expect(accepted.statusCode).toBe(409);
    });

    it('reassigns before pickup: the new partner has it, the old one is told, the history shows both', async () => {
      const customer = await makeAccount(t.database.db, 'customer');
      const { order } = await makeOrder(t.database.db, { customer, status: 'Preparing', lines: [{ product: naan, quantity: 2 }] });
      const first = await newDeliveryPartner('Arjun Singh');
      const second = await newDeliveryPartner('Priya Nair');
      expect((await send('POST', `/api/delivery/orders/${order.id}/accept`, first.headers, { deliveryBoyId: first.id })).statusCode).toBe(200);
      const res = await assign(order.id, second.id);
      expect(res.statusCode).toBe(200);
      expect((await orderRow(order.id)).deliveryPartnerId).toBe(second.id);
      expect((await notesOf(order.id, 'order_unassigned')).map((n) => [n.role, n.id, n.message])).toEqual([
        ['delivery', first.id, `Order #${order.displayId} has been reassigned to another delivery boy.`],
      ]);
      // The customer already heard at the first acceptance: once only.
      expect(await notesOf(order.id, 'partner_assigned')).toHaveLength(1);
      const view = await lookUp(order.displayId.toLowerCase());
      expect(view.deliveryBoy).toEqual({ _id: second.id, name: 'Priya Nair', phone: second.phone });
      const assigned = view.history.filter((e) => e.kind === 'assigned');
      expect(assigned.map((e) => [e.actorRole, e.actorName, e.note])).toEqual([
        ['admin', 'Meera Admin', 'Priya Nair (instead of Arjun Singh)'],
        ['delivery', 'Arjun Singh', null],
      ]);
      expect(view.history[0]).toMatchObject({ kind: 'assign_partner', actorName: 'Meera Admin', note: 'Priya Nair (instead of Arjun Singh)' });
      // The old partner can no longer open it.
      expect((await send('GET', `/api/delivery/order/${order.id}`, first.headers)).statusCode).toBe(403);
    });

    it('409 once an item is picked up, for a finished order, for the partner it already has and for a partner off duty; nothing written', async () => {
      const customer = await makeAccount(t.database.db, 'customer');
      const deliveryPartner = await newDeliveryPartner();
      const other = await newDeliveryPartner();
      const { order: picked } = await makeOrder(t.database.db, { customer, lines: [{ product: paneer, quantity: 1 }, { product: naan, quantity: 1 }] });
      expect((await assign(picked.id, deliveryPartner.id)).statusCode).toBe(200);
      expect((await pickUp(deliveryPartner, picked.id, naan.id)).statusCode).toBe(200);
      const { order: delivered } = await makeOrder(t.database.db, { customer, status: 'Delivered', lines: [{ product: paneer, quantity: 1 }] });
      const { order: cancelled } = await makeOrder(t.database.db, { customer, status: 'Cancelled', lines: [{ product: paneer, quantity: 1 }] });
      const { order: waiting } = await makeOrder(t.database.db, { customer, lines: [{ product: cake, quantity: 1 }] });
      expect((await assign(waiting.id, deliveryPartner.id)).statusCode).toBe(200);
      const offDuty = await newDeliveryPartner();
      await t.database.db.update(deliveryPartners).set({ isAvailable: false }).where(eq(deliveryPartners.id, offDuty.id));

      const cases: [string, string, string][] = [
        [picked.id, other.id, 'An item of this order has already been picked up; its delivery boy can no longer change.'],
        [delivered.id, other.id, 'This order is already delivered or cancelled.'],
        [cancelled.id, other.id, 'This order is already delivered or cancelled.'],
        [waiting.id, deliveryPartner.id, 'This delivery boy is already assigned to this order.'],
        [waiting.id, offDuty.id, 'This delivery boy is off duty.'],
      ];
      for (const [orderId, deliveryPartnerId, message] of cases) {
        const before = await everythingWritten(t);
        const res = await assign(orderId, deliveryPartnerId);
        expect({ orderId, status: res.statusCode, body: json(res) }).toEqual({ orderId, status: 409, body: { success: false, message } });
        expect(await everythingWritten(t)).toEqual(before);
      }
      expect((await lookUp(picked.displayId)).canAssign).toBe(false);
      expect((await lookUp(waiting.displayId)).canAssign).toBe(true);
    });

    it('404 for a partner or an order that does not exist', async () => {
      const customer = await makeAccount(t.database.db, 'customer');
      const { order } = await makeOrder(t.database.db, { customer, lines: [{ product: paneer, quantity: 1 }] });
      const deliveryPartner = await newDeliveryPartner();
      const noDeliveryPartner = await assign(order.id, '00000000-0000-4000-8000-000000000000');
      expect({ status: noDeliveryPartner.statusCode, body: json(noDeliveryPartner) }).toEqual({ status: 404, body: { success: false, message: 'Delivery Boy not found' } });
      const noOrder = await assign('00000000-0000-4000-8000-000000000000', deliveryPartner.id);
      expect({ status: noOrder.statusCode, body: json(noOrder) }).toEqual({ status: 404, body: { success: false, message: 'Order not found' } });
    });
  });

  it('GET /api/admin/getAllDeliveryBoys: every partner, on duty first, with their orders in progress and cash owed; a deleted account is no partner', async () => {
    const gone = await makeAccount(t.database.db, 'delivery', 'Gone Rider');
    await t.database.db.update(deliveryPartners).set({ isAvailable: false, deletedAt: new Date() }).where(eq(deliveryPartners.id, gone.id));
    const res = await send('GET', '/api/admin/getAllDeliveryBoys', admin.headers);
    expect(res.statusCode).toBe(200);
    const { deliveryBoys } = json<{ deliveryBoys: { _id: string; isAvailable: boolean; activeOrders: number; outstandingAmount: number }[] }>(res);
    const deliveryPartnerList = (await t.database.db.select().from(deliveryPartners)).filter((p) => p.id !== gone.id);
    expect(deliveryPartnerList.length).toBeGreaterThan(1);
    expect(deliveryBoys.map((p) => p._id).sort()).toEqual(deliveryPartnerList.map((p) => p.id).sort());
    const firstOff = deliveryBoys.findIndex((p) => !p.isAvailable);
    expect(firstOff).toBeGreaterThan(0);
    expect(deliveryBoys.slice(firstOff).every((p) => !p.isAvailable)).toBe(true);
    const inProgress = await t.database.db.select({ partner: orders.deliveryPartnerId, status: orders.deliveryStatus }).from(orders);
    for (const p of deliveryBoys) {
      const expected = inProgress.filter((o) => o.partner === p._id && o.status !== 'Delivered' && o.status !== 'Cancelled').length;
      expect({ id: p._id, active: p.activeOrders }).toEqual({ id: p._id, active: expected });
      expect(p.outstandingAmount).toBe(deliveryPartnerList.find((row) => row.id === p._id)!.outstandingAmountPaise / 100);
    }
    expect(deliveryBoys.some((p) => p.activeOrders > 0)).toBe(true);
  });
});
