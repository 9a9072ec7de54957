import { ADMINS_ONLY_MESSAGE, LOCATION_OFF_DUTY_MESSAGE, type Role } from '@nukkad/contracts';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPartnerPositions, deliveryPartners, liveEvents, orderItems, orders, type ProductRow } from '../../db/schema';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';
import { getPartnersOnDuty } from './location';

type AnyReply = Record<string, any>;

// The order's drop point (the fixtures' address) and points due south of it: on a 6371 km sphere 0.03° of latitude is
// 6371 × π / 180 × 0.03 = 3.335848 km, 13.34 min at 15 km/h, so "about 14 min"; 0.01° is 1.111949 km, 4.45 min, so 5.
const DROP = { lat: 12.9784, long: 77.6408 };
const south = (degrees: number) => ({ lat: DROP.lat - degrees, long: DROP.long, accuracy: 12 });

describe('where the rider is: sharing, reading, forgetting', () => {
  let t: TestApp;
  let paneer: ProductRow;
  let customer: { id: string; token: string };
  let otherCustomer: { id: string; token: string };
  let seller: { id: string; token: string };
  let admin: { id: string; token: string };
  /** Delivers `onTheWay` (an item out for delivery) and holds `preparing` (nothing picked up yet). */
  let rider: { id: string; token: string };
  /** On duty, with no order of this customer's. */
  let otherRider: { id: string; token: string };
  let onTheWay: string;
  let preparing: string;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const account = async (role: Role, id?: string) => {
    const own = id ?? (await makeAccount(t.database.db, role)).id;
    return { id: own, token: sign(own, role) };
  };
  const share = (who: { token: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/delivery/location', payload, headers: bearer(who.token) });
  const riderOf = (orderId: string, who: { token: string }) =>
    t.app.inject({ method: 'GET', url: `/api/delivery/location/order/${orderId}`, headers: bearer(who.token) });
  const positionOf = async (id: string) =>
    (await t.database.db.select().from(deliveryPartnerPositions).where(eq(deliveryPartnerPositions.deliveryPartnerId, id)))[0];
  const positionCount = async () => (await t.database.db.select({ n: count() }).from(deliveryPartnerPositions))[0]!.n;
  /** The database's clock now: rows written by later statements are stamped after it (ids change as rows are published). */
  const lastEventId = async () => ((await t.database.db.execute(sql`select clock_timestamp() as now`)) as { rows: { now: string | Date }[] }).rows[0]!.now;
  /** The 'position' rows written since `since`, in a fixed order (by role, then kind, then order). */
  const positionEventsAfter = async (since: string | Date) =>
    (await t.database.db.select().from(liveEvents).where(and(eq(liveEvents.type, 'position'), gt(liveEvents.createdAt, new Date(since)))))
      .sort((a, b) => `${a.recipientRole}${a.kind}${a.orderId}`.localeCompare(`${b.recipientRole}${b.kind}${b.orderId}`));
  const eventCount = async () => (await t.database.db.select({ n: count() }).from(liveEvents))[0]!.n;
  const setOnDuty = (who: { token: string }, isAvailable: boolean) =>
    t.app.inject({ method: 'PUT', url: '/api/delivery/availability', payload: { isAvailable }, headers: bearer(who.token) });

  beforeAll(async () => {
    t = await buildTestApp();
    const shop = await makeShop(t.database.db, { name: 'Track Dhaba', category: 'Restaurant' });
    [paneer] = (await makeProducts(t.database.db, shop, [{ name: 'Paneer Tikka', pricePaise: 22_000 }])) as [ProductRow];
    customer = await account('customer');
    otherCustomer = await account('customer');
    seller = await account('seller', shop.sellerId);
    admin = await account('admin');
    rider = await account('delivery');
    otherRider = await account('delivery');
    const lines = [{ product: paneer, quantity: 1 }];
    onTheWay = (await makeOrder(t.database.db, { customer, lines, status: 'Out For Delivery' })).order.id;
    preparing = (await makeOrder(t.database.db, { customer, lines, status: 'Preparing' })).order.id;
    await t.database.db.update(orders).set({ deliveryPartnerId: rider.id, assignedAt: new Date() }).where(inArray(orders.id, [onTheWay, preparing]));
  });
  afterAll(() => t.close());

  it('a partner on duty shares a position: one row, replaced by the next, and admins and the customer of the order out for delivery hear of each', async () => {
    const before = await lastEventId();
    const first = await share(rider, south(0.03));
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ success: true, message: 'Location updated.' });
    expect(await positionOf(rider.id)).toMatchObject({ lat: DROP.lat - 0.03, long: DROP.long, accuracy: 12 });
    const firstAt = (await positionOf(rider.id))!.recordedAt;

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await share(rider, south(0.01))).statusCode).toBe(200);
    const second = (await positionOf(rider.id))!;
    expect(second.lat).toBeCloseTo(DROP.lat - 0.01, 10);
    expect(second.recordedAt.getTime()).toBeGreaterThan(firstAt.getTime());
    expect(await positionCount()).toBe(1);

    // Per send: one broadcast to admins, one to the customer of the order out for delivery (not of the one preparing).
    const events = await positionEventsAfter(before);
    expect(events.map((e) => [e.recipientRole, e.recipientId, e.orderId, e.kind])).toEqual([
      ['admin', null, null, 'moved'],
      ['admin', null, null, 'moved'],
      ['customer', customer.id, onTheWay, 'moved'],
      ['customer', customer.id, onTheWay, 'moved'],
    ]);
  });

  it('refuses a partner off duty with the house error (403), writing nothing', async () => {
    const offDuty = await account('delivery');
    await t.database.db.update(deliveryPartners).set({ isAvailable: false }).where(eq(deliveryPartners.id, offDuty.id));
    const before = await eventCount();
    const res = await share(offDuty, south(0.02));
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ success: false, message: LOCATION_OFF_DUTY_MESSAGE });
    expect(await positionOf(offDuty.id)).toBeUndefined();
    expect(await eventCount()).toBe(before);
  });

  it.each([
    [{ lat: 91, long: 77.6, accuracy: 5 }, 'lat'],
    [{ lat: 12.9, long: -180.5, accuracy: 5 }, 'long'],
    [{ lat: 12.9, long: 77.6, accuracy: -1 }, 'accuracy'],
    [{ lat: 12.9, long: 77.6 }, 'accuracy'],
    [{ lat: '12.9', long: 77.6, accuracy: 5 }, 'lat'],
  ])('refuses a bad position %j (400 naming %s), writing nothing', async (payload, path) => {
    const res = await share(otherRider, payload);
    expect(res.statusCode).toBe(400);
    expect(json<AnyReply>(res).errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await positionOf(otherRider.id)).toBeUndefined();
  });

  it('the customer of the order out for delivery reads the rider, the distance left and the estimate at 15 km/h', async () => {
    expect((await share(rider, south(0.03))).statusCode).toBe(200);
    const res = await riderOf(onTheWay, customer);
    expect(res.statusCode).toBe(200);
    const { rider: seen } = json<AnyReply>(res);
    expect(seen.position).toMatchObject({ lat: DROP.lat - 0.03, long: DROP.long, accuracy: 12 });
    expect(Date.parse(seen.position.recordedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(seen.distanceKm).toBeCloseTo(3.335848, 4);
    expect(seen.arrivalMinutes).toBe(14);
    expect(seen.name).toMatch(/^delivery /);
  });

  it('an admin reads the same; before pickup the order shows no rider', async () => {
    const res = await riderOf(onTheWay, admin);
    expect(res.statusCode).toBe(200);
    expect(json<AnyReply>(res).rider.arrivalMinutes).toBe(14);
    for (const who of [customer, admin]) {
      const early = await riderOf(preparing, who);
      expect(early.statusCode).toBe(200);
      expect(json(early)).toEqual({ success: true, rider: null });
    }
  });

  it('refuses another customer (404), a seller of the order, the rider and another partner (403), and shows them nothing', async () => {
    const stranger = await riderOf(onTheWay, otherCustomer);
    expect(stranger.statusCode).toBe(404);
    expect(json(stranger)).toEqual({ success: false, message: 'Order not found!' });
    for (const who of [seller, rider, otherRider]) {
      const res = await riderOf(onTheWay, who);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(String(DROP.long));
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/delivery/location/partners', headers: bearer(customer.token) });
    expect(list.statusCode).toBe(403);
  });

  it('once every item is delivered, the customer no longer sees the rider', async () => {
    const delivered = (await makeOrder(t.database.db, { customer, lines: [{ product: paneer, quantity: 1 }], status: 'Delivered' })).order.id;
    await t.database.db.update(orders).set({ deliveryPartnerId: rider.id }).where(eq(orders.id, delivered));
    expect(json(await riderOf(delivered, customer))).toEqual({ success: true, rider: null });
  });

  it('the admin map lists the partners on duty with their position and active orders, busy or available; not those off duty', async () => {
    const offDuty = await account('delivery');
    await t.database.db.update(deliveryPartners).set({ isAvailable: false }).where(eq(deliveryPartners.id, offDuty.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery/location/partners', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const partners = json<AnyReply>(res).partners as AnyReply[];
    const byId = new Map(partners.map((p) => [p._id, p]));
    expect(byId.get(rider.id)).toMatchObject({ activeOrders: 2, state: 'busy', position: { lat: DROP.lat - 0.03, long: DROP.long, accuracy: 12 } });
    expect(byId.get(otherRider.id)).toMatchObject({ activeOrders: 0, state: 'available', position: null });
    expect(byId.has(offDuty.id)).toBe(false);
    await expect(getPartnersOnDuty(t.database.db, { id: customer.id, role: 'customer' })).rejects.toMatchObject({ message: ADMINS_ONLY_MESSAGE });
  });

  it('going off duty deletes the position (and says so to those watching); on duty again, nothing is shown until the next send', async () => {
    expect(await positionOf(rider.id)).toBeDefined();
    const before = await lastEventId();
    expect((await setOnDuty(rider, false)).statusCode).toBe(200);
    expect(await positionOf(rider.id)).toBeUndefined();
    expect((await positionEventsAfter(before)).map((e) => [e.recipientRole, e.orderId, e.kind])).toEqual([
      ['admin', null, 'cleared'],
      ['customer', onTheWay, 'cleared'],
    ]);
    expect(json(await riderOf(onTheWay, customer))).toEqual({ success: true, rider: null });
    expect((await share(rider, south(0.02))).statusCode).toBe(403);
    expect((await setOnDuty(rider, true)).statusCode).toBe(200);
    expect(await positionOf(rider.id)).toBeUndefined();
    expect((await share(rider, south(0.02))).statusCode).toBe(200);
  });

  it('a position sent as the partner goes off duty never outlives the switch: whichever comes first, no position is left', async () => {
    const racer = await account('delivery');
    for (let round = 0; round < 20; round++) {
      expect((await setOnDuty(racer, true)).statusCode).toBe(200);
      const [sent, switched] = await Promise.all([share(racer, south(0.02 + round / 1000)), setOnDuty(racer, false)]);
      expect(switched.statusCode).toBe(200);
      expect([200, 403]).toContain(sent.statusCode);
      expect(await positionOf(racer.id)).toBeUndefined();
    }
  });

  it('signing out deletes the position; another partner’s stays', async () => {
    expect((await share(otherRider, south(0.05))).statusCode).toBe(200);
    expect(await positionOf(rider.id)).toBeDefined();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(rider.token) });
    expect(res.statusCode).toBe(200);
    expect(await positionOf(rider.id)).toBeUndefined();
    expect(await positionOf(otherRider.id)).toBeDefined();
    // The order itself is untouched: still out for delivery, still the rider's.
    const [row] = await t.database.db
      .select({ partner: orders.deliveryPartnerId })
      .from(orders)
      .where(and(eq(orders.id, onTheWay), gt(orders.totalAmountPaise, 0)));
    expect(row!.partner).toBe(rider.id);
    const [item] = await t.database.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, onTheWay));
    expect(item!.status).toBe('Out For Delivery');
  });
});
