import { IDEMPOTENCY_KEY_HEADER, LIVE_MAX_STREAMS_PER_USER, type Role } from '@nukkad/contracts';
import { eq, gt, lt, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import app from '../../app';
import type { Database, Db } from '../../db/client';
import { deliveryPartners, liveEvents, type ProductRow } from '../../db/schema';
import { LIVE_EVENTS_KEPT_HOURS, pruneLiveEvents } from './prune-live-events';
import { publishedIds, publishLiveEvents } from './publish-live-events';
import { notify } from '../notifications/notify';
import { recordOrderEvents } from '../orders/order-events';
import { addressAt, putInCart } from '../../testing/checkout-fixtures';
import { EventStreamReader } from '../../testing/event-stream';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { buildReplicas, freshDatabase, json, testConfig, type Replicas, type TestApp } from '../../testing/test-app';

type Account = { id: string; role: Role; token: string };

/** Long enough for an event that was going to arrive to have arrived: what has not by then was never sent. */
const QUIET_MS = 400;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

async function listen(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

describe('live events: two API replicas on one database, streams over real HTTP', () => {
  let r: Replicas;
  /** Takes the requests that change things. */
  let placing: FastifyInstance;
  /** Holds the streams: it hears about changes made through the other replica only through the database. */
  let holding: FastifyInstance;
  let placingUrl: string;
  let holdingUrl: string;
  let dal: ProductRow;
  let rusk: ProductRow;
  let customer: Account;
  let otherCustomer: Account;
  let seller: Account;
  let otherSeller: Account;
  let deliveryPartner: Account;
  let otherDeliveryPartner: Account;
  let offDutyDeliveryPartner: Account;
  let admin: Account;
  const readers: EventStreamReader[] = [];

  const account = async (role: Role, id?: string): Promise<Account> => {
    const own = id ?? (await makeAccount(r.database.db, role)).id;
    return { id: own, role, token: placing.jwt.sign({ sub: own, role, ver: 0 }, { expiresIn: '1h' }) };
  };
  const stream = async (who: Account, opts: { on?: string; lastEventId?: string } = {}) => {
    const reader = await EventStreamReader.open(opts.on ?? holdingUrl, { token: who.token, lastEventId: opts.lastEventId });
    readers.push(reader);
    expect(reader.status).toBe(200);
    return reader;
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Account, payload?: object, headers: Record<string, string> = {}) =>
    placing.inject({ method, url, payload, headers: { cookie: `token=${who.token}`, ...headers } });
  const asTestApp = () => ({ app: placing, database: r.database, config: placing.config }) as unknown as TestApp;

  /** Places an order of one of each product (one Dal Makhani unless told) through the API (checkout), as the customer. */
  const placeOrder = async (who: Account, products: readonly ProductRow[] = [dal]): Promise<string> => {
    const { address } = await addressAt(asTestApp(), who.id, 2);
    await putInCart(
      asTestApp(),
      who.id,
      'foodCart',
      products.map((p) => ({ productId: p.id, quantity: 1 })),
    );
    const res = await call('POST', '/api/order/create-order', who, { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'COD' }, {
      [IDEMPOTENCY_KEY_HEADER]: `live-${Date.now()}-${Math.random()}`,
    });
    expect(res.statusCode).toBe(200);
    return json<{ order: { _id: string } }>(res).order._id;
  };

  beforeAll(async () => {
    r = await buildReplicas(2);
    [placing, holding] = r.apps as [FastifyInstance, FastifyInstance];
    placingUrl = await listen(placing);
    holdingUrl = await listen(holding);
    const shop = await makeShop(r.database.db, { name: 'Live Dhaba', category: 'Restaurant' });
    [dal] = (await makeProducts(r.database.db, shop, [{ name: 'Dal Makhani', pricePaise: 19_950 }])) as [ProductRow];
    const otherShop = await makeShop(r.database.db, { name: 'Quiet Bakery', category: 'Bakery' });
    [rusk] = (await makeProducts(r.database.db, otherShop, [{ name: 'Rusk', pricePaise: 4_000 }])) as [ProductRow];
    customer = await account('customer');
    otherCustomer = await account('customer');
    seller = await account('seller', shop.sellerId);
    otherSeller = await account('seller', otherShop.sellerId);
    deliveryPartner = await account('delivery');
    otherDeliveryPartner = await account('delivery');
    offDutyDeliveryPartner = await account('delivery');
    await r.database.db.update(deliveryPartners).set({ isAvailable: false }).where(eq(deliveryPartners.id, offDutyDeliveryPartner.id));
    admin = await account('admin');
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(() => r.close());

  it('streams Server-Sent Events: event-stream headers, a retry delay first, each event with its id, type and JSON', async () => {
    const reader = await stream(customer);
    expect(reader.header('content-type')).toBe('text/event-stream; charset=utf-8');
    // Offered Brotli and gzip as a browser does, the stream still goes uncompressed, each event the moment it is written.
    expect(reader.header('content-encoding')).toBeUndefined();
    expect(reader.header('cache-control')).toBe('no-cache');
    expect(reader.header('x-accel-buffering')).toBe('no');
    await expect.poll(() => reader.retryMs, { timeout: 1_000, interval: 10 }).toBe(3_000);
    await r.database.db.transaction((tx) =>
      notify(tx, [{ recipientRole: 'customer', recipientId: customer.id, message: 'Hello', url: '/', kind: 'greeting' }]),
    );
    await expect.poll(() => reader.events.length, { timeout: 1_000, interval: 10 }).toBe(1);
    const [event] = reader.events;
    expect(event).toMatchObject({ event: 'notification', data: { type: 'notification', kind: 'greeting', orderId: null, status: null } });
    expect(event!.data.id).toBe(event!.id);
    expect(event!.data.notificationId).toMatch(/^[0-9a-f-]{36}$/);
    reader.close();
  });

  it('refuses a stream without a session (401) or with an id that is not ours (400); a HEAD opens nothing', async () => {
    const anonymous = await EventStreamReader.open(holdingUrl);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false });
    const bad = await EventStreamReader.open(holdingUrl, { token: customer.token, lastEventId: 'abc' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ path: 'last-event-id' }] });
    const before = holding.liveEvents.openStreams;
    const head = await EventStreamReader.open(holdingUrl, { token: customer.token, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.header('content-type')).toBe('text/event-stream; charset=utf-8');
    await head.ended;
    expect(holding.liveEvents.openStreams).toBe(before);
  });

  let orderId: string;

  it('a placed order reaches its seller, an admin and its customer within a second through the other replica; nobody else hears of it', async () => {
    const sellerStream = await stream(seller);
    const adminStream = await stream(admin);
    const customerStream = await stream(customer);
    const deliveryPartnerStream = await stream(deliveryPartner);
    const strangers = [await stream(otherCustomer), await stream(otherSeller), await stream(offDutyDeliveryPartner)];

    const placedAt = performance.now();
    orderId = await placeOrder(customer);
    const heard = async (reader: EventStreamReader, event: string) => {
      await expect.poll(() => reader.of(event, orderId).length, { timeout: 1_000, interval: 5 }).toBeGreaterThan(0);
      return reader.of(event, orderId)[0]!.at - placedAt;
    };
    const delays = [
      await heard(sellerStream, 'order'),
      await heard(sellerStream, 'notification'),
      await heard(adminStream, 'order'),
      await heard(customerStream, 'order'),
      await heard(customerStream, 'notification'),
      await heard(deliveryPartnerStream, 'available'),
    ];
    for (const delay of delays) expect(delay).toBeLessThan(1_000);
    await quiet();

    expect(sellerStream.of('order', orderId).map((e) => e.data.kind)).toEqual(['placed']);
    expect(sellerStream.of('notification', orderId).map((e) => e.data.kind)).toEqual(['new_order']);
    expect(adminStream.of('order', orderId).map((e) => e.data.kind)).toEqual(['placed']);
    expect(customerStream.of('order', orderId).map((e) => e.data.kind)).toEqual(['placed']);
    expect(customerStream.of('notification', orderId).map((e) => e.data.kind)).toEqual(['order_placed']);
    // A partner on duty hears only that the orders available changed; nothing of the order's own events.
    expect(deliveryPartnerStream.events.map((e) => [e.event, e.data.kind])).toEqual([['available', 'placed']]);
    // Another customer, a seller with nothing in the order and a partner off duty hear nothing at all.
    for (const reader of strangers) expect(reader.events).toEqual([]);
    // The admin, customer and seller have one stream each on the holding replica.
    expect(holding.liveEvents.openStreams).toBeGreaterThanOrEqual(7);
  });

  it('the seller confirms: the customer hears the status; a partner accepts: the other partners hear it is taken, the strangers nothing', async () => {
    const customerStream = await stream(customer);
    const deliveryPartnerStream = await stream(deliveryPartner);
    const otherDeliveryPartnerStream = await stream(otherDeliveryPartner);
    const sellerStream = await stream(seller);
    const strangers = [await stream(otherCustomer), await stream(otherSeller), await stream(offDutyDeliveryPartner)];

    const confirm = await call('PUT', `/api/order/confirm-order/${orderId}`, seller, { selectedProducts: [dal.id] });
    expect(confirm.statusCode).toBe(200);
    await expect
      .poll(() => customerStream.of('order', orderId).map((e) => [e.data.kind, e.data.status]), { timeout: 1_000, interval: 5 })
      .toEqual([
        ['status', 'Preparing'],
        ['status', 'Preparing'],
      ]);
    await expect.poll(() => customerStream.of('notification', orderId).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['item_status']);

    const accept = await call('POST', `/api/delivery/orders/${orderId}/accept`, deliveryPartner, { deliveryBoyId: deliveryPartner.id });
    expect(accept.statusCode).toBe(200);
    await expect
      .poll(() => otherDeliveryPartnerStream.of('available', orderId).map((e) => e.data.kind), { timeout: 1_000, interval: 5 })
      .toEqual(['status', 'assigned']);
    await expect.poll(() => deliveryPartnerStream.of('order', orderId).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['assigned']);
    await expect.poll(() => deliveryPartnerStream.of('notification', orderId).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['order_assigned']);
    await expect
      .poll(() => customerStream.of('order', orderId).map((e) => e.data.kind), { timeout: 1_000, interval: 5 })
      .toEqual(['status', 'status', 'assigned']);

    const pickup = await call('PUT', '/api/delivery/order/confirm-pickup', deliveryPartner, { orderId, productId: dal.id });
    expect(pickup.statusCode).toBe(200);
    const delivered = await call('PUT', `/api/delivery/order/confirm-delivery/${orderId}`, deliveryPartner);
    expect(delivered.statusCode).toBe(200);
    await expect
      .poll(() => customerStream.of('order', orderId).map((e) => e.data.status ?? e.data.kind), { timeout: 1_000, interval: 5 })
      .toEqual(['Preparing', 'Preparing', 'assigned', 'Out For Delivery', 'Out For Delivery', 'Delivered', 'Delivered', 'paid']);
    await expect.poll(() => sellerStream.of('notification', orderId).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['order_delivered']);
    await quiet();

    expect(sellerStream.of('order', orderId).map((e) => e.data.status ?? e.data.kind)).toEqual([
      'Preparing',
      'Preparing',
      'assigned',
      'Out For Delivery',
      'Out For Delivery',
      'Delivered',
      'Delivered',
      'paid',
    ]);
    // The partner who did not take the order heard its card change and it taken, and nothing of what followed.
    expect(otherDeliveryPartnerStream.events.map((e) => [e.event, e.data.kind])).toEqual([
      ['available', 'status'],
      ['available', 'assigned'],
    ]);
    // The one who took it heard 'available' too: its list of available orders changed.
    expect(deliveryPartnerStream.of('available', orderId).map((e) => e.data.kind)).toEqual(['status', 'assigned']);
    for (const reader of strangers) expect(reader.events).toEqual([]);
  });

  it('an order cancelled before any partner took it leaves the partners’ available orders; its seller hears the cancellation', async () => {
    const deliveryPartnerStream = await stream(otherDeliveryPartner);
    const sellerStream = await stream(seller);
    const strangers = [await stream(otherCustomer), await stream(otherSeller)];
    const otherOrder = await placeOrder(customer);
    await expect.poll(() => deliveryPartnerStream.of('available', otherOrder).length, { timeout: 1_000, interval: 5 }).toBe(1);
    const cancel = await call('PUT', '/api/admin/cancelOrder', admin, { orderId: otherOrder });
    expect(cancel.statusCode).toBe(200);
    await expect
      .poll(() => deliveryPartnerStream.of('available', otherOrder).map((e) => [e.data.kind, e.data.status]), { timeout: 1_000, interval: 5 })
      .toEqual([
        ['placed', null],
        ['status', 'Cancelled'],
      ]);
    await expect
      .poll(() => sellerStream.of('order', otherOrder).map((e) => e.data.status ?? e.data.kind), { timeout: 1_000, interval: 5 })
      .toEqual(['placed', 'Cancelled', 'Cancelled']);
    await quiet();
    expect(deliveryPartnerStream.of('order')).toEqual([]);
    for (const reader of strangers) expect(reader.events).toEqual([]);
  });

  it('a seller confirming items of an order no partner has taken tells the partners on duty its card changed, once per confirmation', async () => {
    const onDuty = await stream(otherDeliveryPartner);
    const offDuty = await stream(offDutyDeliveryPartner);
    const twoShops = await placeOrder(customer, [dal, rusk]);
    await expect.poll(() => onDuty.of('available', twoShops).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['placed']);

    // The bakery leaves its only item unselected: the card loses that shop and its price.
    expect((await call('PUT', `/api/order/confirm-order/${twoShops}`, otherSeller, { selectedProducts: [] })).statusCode).toBe(200);
    await expect
      .poll(() => onDuty.of('available', twoShops).map((e) => [e.data.kind, e.data.status]), { timeout: 1_000, interval: 5 })
      .toEqual([
        ['placed', null],
        ['status', 'Cancelled'],
      ]);
    expect((await call('PUT', `/api/order/confirm-order/${twoShops}`, seller, { selectedProducts: [dal.id] })).statusCode).toBe(200);
    await expect
      .poll(() => onDuty.of('available', twoShops).map((e) => e.data.status), { timeout: 1_000, interval: 5 })
      .toEqual([null, 'Cancelled', 'Preparing']);
    await quiet();
    expect(onDuty.of('order')).toEqual([]);
    expect(offDuty.events).toEqual([]);
    // Off duty, the rows are kept from the partner on reconnecting too.
    const replay = await stream(offDutyDeliveryPartner, { lastEventId: '0' });
    await quiet();
    expect(replay.of('available', twoShops)).toEqual([]);

    // Once taken, a change to its items is no longer news to the other partners.
    expect((await call('POST', `/api/delivery/orders/${twoShops}/accept`, deliveryPartner, { deliveryBoyId: deliveryPartner.id })).statusCode).toBe(200);
    expect((await call('PUT', '/api/delivery/order/confirm-pickup', deliveryPartner, { orderId: twoShops, productId: dal.id })).statusCode).toBe(200);
    await expect.poll(() => onDuty.of('available', twoShops).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['placed', 'status', 'status', 'assigned']);
    await quiet();
    expect(onDuty.of('available', twoShops).map((e) => e.data.kind)).toEqual(['placed', 'status', 'status', 'assigned']);
  });

  it('a shop closing or opening, or a product’s stock changing, reaches the customers with that shop’s product in a cart, nobody else', async () => {
    const kirana = await makeShop(r.database.db, { name: 'Corner Kirana', category: 'Grocery' });
    const [atta, sugar, salt] = (await makeProducts(r.database.db, kirana, [
      { name: 'Atta', pricePaise: 30_000 },
      { name: 'Sugar', pricePaise: 5_000 },
      { name: 'Salt', pricePaise: 2_500 },
    ])) as [ProductRow, ProductRow, ProductRow];
    const grocer = await account('seller', kirana.sellerId);
    const dalCart = await account('customer');
    const mixedCart = await account('customer');
    const sugarAndSalt = await account('customer');
    const emptyCart = await account('customer');
    await putInCart(asTestApp(), dalCart.id, 'foodCart', [{ productId: dal.id, quantity: 2 }]);
    await putInCart(asTestApp(), mixedCart.id, 'foodCart', [{ productId: rusk.id, quantity: 1 }]);
    await putInCart(asTestApp(), mixedCart.id, 'groceryCart', [{ productId: atta.id, quantity: 1 }]);
    await putInCart(asTestApp(), sugarAndSalt.id, 'groceryCart', [
      { productId: sugar.id, quantity: 1 },
      { productId: salt.id, quantity: 3 },
    ]);
    const [dalStream, mixedStream, sugarStream, emptyStream] = [
      await stream(dalCart),
      await stream(mixedCart),
      await stream(sugarAndSalt),
      await stream(emptyCart),
    ];
    const kinds = (reader: EventStreamReader) => reader.of('cart').map((e) => e.data.kind);
    const setOpen = (who: Account, isOpen: boolean) => call('PUT', '/api/shop/update-status', who, { isOpen });

    expect((await setOpen(seller, false)).statusCode).toBe(200);
    await expect.poll(() => kinds(dalStream), { timeout: 1_000, interval: 5 }).toEqual(['shop_closed']);
    expect((await setOpen(seller, true)).statusCode).toBe(200);
    await expect.poll(() => kinds(dalStream), { timeout: 1_000, interval: 5 }).toEqual(['shop_closed', 'shop_opened']);

    expect((await setOpen(grocer, false)).statusCode).toBe(200);
    await expect.poll(() => kinds(mixedStream), { timeout: 1_000, interval: 5 }).toEqual(['shop_closed']);
    await expect.poll(() => kinds(sugarStream), { timeout: 1_000, interval: 5 }).toEqual(['shop_closed']);
    // Closing a closed shop changes nothing, and says nothing.
    expect((await setOpen(grocer, false)).statusCode).toBe(200);

    // A stock change concerns only the carts holding that very product.
    expect((await call('PUT', '/api/shop/update-stock', grocer, { productId: atta.id })).statusCode).toBe(200);
    await expect.poll(() => kinds(mixedStream), { timeout: 1_000, interval: 5 }).toEqual(['shop_closed', 'out_of_stock']);
    expect((await call('PUT', '/api/shop/update-stock', grocer, { productId: atta.id })).statusCode).toBe(200);
    await expect.poll(() => kinds(mixedStream), { timeout: 1_000, interval: 5 }).toEqual(['shop_closed', 'out_of_stock', 'in_stock']);
    await quiet();

    // One event per customer, however many of the shop's lines the cart holds; each names nothing but what happened.
    expect(dalStream.events.map((e) => [e.event, e.data.kind, e.data.orderId])).toEqual([
      ['cart', 'shop_closed', null],
      ['cart', 'shop_opened', null],
    ]);
    expect(mixedStream.events.map((e) => e.data.kind)).toEqual(['shop_closed', 'out_of_stock', 'in_stock']);
    expect(sugarStream.events.map((e) => e.data.kind)).toEqual(['shop_closed']);
    expect(emptyStream.events).toEqual([]);
    const rows = await r.database.db
      .select({ to: liveEvents.recipientId, role: liveEvents.recipientRole, kind: liveEvents.kind })
      .from(liveEvents)
      .where(eq(liveEvents.type, 'cart'))
      .orderBy(liveEvents.id);
    expect(rows).toEqual([
      { to: dalCart.id, role: 'customer', kind: 'shop_closed' },
      { to: dalCart.id, role: 'customer', kind: 'shop_opened' },
      ...[mixedCart.id, sugarAndSalt.id].sort().map((to) => ({ to, role: 'customer', kind: 'shop_closed' })),
      { to: mixedCart.id, role: 'customer', kind: 'out_of_stock' },
      { to: mixedCart.id, role: 'customer', kind: 'in_stock' },
    ]);
    // A reconnecting customer gets what it missed, like any of its own events.
    const replay = await stream(mixedCart, { lastEventId: '0' });
    await expect.poll(() => kinds(replay), { timeout: 1_000, interval: 5 }).toEqual(['shop_closed', 'out_of_stock', 'in_stock']);
  });

  it('an admin reassigns an order: the new partner hears it, the previous one hears it was taken away; a cancellation reaches the assigned partner', async () => {
    const previous = await stream(deliveryPartner);
    const next = await stream(otherDeliveryPartner);
    const orderOf = await placeOrder(customer);
    const assign = (to: Account) => call('POST', '/api/admin/assignDeliveryBoy', admin, { orderId: orderOf, deliveryBoyId: to.id });
    expect((await assign(deliveryPartner)).statusCode).toBe(200);
    await expect.poll(() => previous.of('order', orderOf).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['assigned']);
    expect((await assign(otherDeliveryPartner)).statusCode).toBe(200);
    await expect.poll(() => next.of('order', orderOf).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['assigned']);
    await expect.poll(() => next.of('notification', orderOf).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['order_assigned']);
    await expect
      .poll(() => previous.of('notification', orderOf).map((e) => e.data.kind), { timeout: 1_000, interval: 5 })
      .toEqual(['order_assigned', 'order_unassigned']);

    expect((await call('PUT', '/api/admin/cancelOrder', admin, { orderId: orderOf })).statusCode).toBe(200);
    await expect
      .poll(() => next.of('order', orderOf).map((e) => e.data.status ?? e.data.kind), { timeout: 1_000, interval: 5 })
      .toEqual(['assigned', 'Cancelled', 'Cancelled']);
    await expect.poll(() => next.of('notification', orderOf).map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['order_assigned', 'order_cancelled']);
    await quiet();
    // No longer its partner: the previous one hears nothing more of the order itself, only how the pool changed.
    expect(previous.of('order', orderOf).map((e) => e.data.kind)).toEqual(['assigned']);
    expect(previous.of('notification', orderOf).map((e) => e.data.kind)).toEqual(['order_assigned', 'order_unassigned']);
    for (const reader of [previous, next]) expect(reader.of('available', orderOf).map((e) => e.data.kind)).toEqual(['placed', 'assigned', 'assigned']);
  });

  it('a change that rolls back is never announced; the same change committed is', async () => {
    const { order } = await makeOrder(r.database.db, { customer, lines: [{ product: dal, quantity: 1 }] });
    const customerStream = await stream(customer);
    const sellerStream = await stream(seller);
    const adminStream = await stream(admin);
    const change = async (tx: Db) => {
      await recordOrderEvents(tx, { id: admin.id, role: 'admin' }, [{ orderId: order.id, kind: 'status', fromStatus: 'Processing', toStatus: 'Preparing' }]);
      await notify(tx, [{ recipientRole: 'customer', recipientId: customer.id, message: 'Preparing', url: '/', orderId: order.id, kind: 'item_status' }]);
    };
    const before = await r.database.db.$count(liveEvents);
    await expect(
      r.database.db.transaction(async (tx) => {
        await change(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await quiet();
    for (const reader of [customerStream, sellerStream, adminStream]) expect(reader.of('order', order.id).concat(reader.of('notification', order.id))).toEqual([]);
    expect(await r.database.db.$count(liveEvents)).toBe(before);

    await r.database.db.transaction(change);
    await expect.poll(() => customerStream.of('order', order.id).length, { timeout: 1_000, interval: 5 }).toBe(1);
    await expect.poll(() => customerStream.of('notification', order.id).length, { timeout: 1_000, interval: 5 }).toBe(1);
    await expect.poll(() => adminStream.of('order', order.id).length, { timeout: 1_000, interval: 5 }).toBe(1);
    await expect.poll(() => sellerStream.of('order', order.id).length, { timeout: 1_000, interval: 5 }).toBe(1);
  });

  it('a stream reopened with Last-Event-ID gets what it missed once, then live events, on either replica', async () => {
    const first = await stream(customer);
    const hello = (message: string) =>
      r.database.db.transaction((tx) => notify(tx, [{ recipientRole: 'customer', recipientId: customer.id, message, url: '/', kind: message }]));
    await hello('before');
    await expect.poll(() => first.events.map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['before']);
    first.close();
    await first.ended;

    await hello('missed 1');
    await hello('missed 2');
    // Back on the other replica, as after a replica was lost behind the proxy.
    const again = await stream(customer, { on: placingUrl, lastEventId: first.lastId });
    await expect.poll(() => again.events.map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['missed 1', 'missed 2']);
    await hello('live');
    await expect.poll(() => again.events.map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['missed 1', 'missed 2', 'live']);
    await quiet();
    expect(again.events.map((e) => e.data.kind)).toEqual(['missed 1', 'missed 2', 'live']);
    const ids = again.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(first.lastId));

    // Nothing older than the replay window comes back, and no one else's events ever do.
    const watcher = await stream(customer);
    await r.database.db.insert(liveEvents).values({ type: 'notification', kind: 'too old', recipientRole: 'customer', recipientId: customer.id, createdAt: new Date(Date.now() - 11 * 60_000) });
    await r.database.db.transaction((tx) => notify(tx, [{ recipientRole: 'customer', recipientId: otherCustomer.id, message: 'not yours', url: '/', kind: 'not yours' }]));
    // Published and passed on by this replica to its open streams before the new stream opens, so they are the
    // replay's to leave out (a stream open when an event is published gets it live, whatever its age).
    await expect.poll(() => r.database.db.$count(liveEvents, lt(liveEvents.id, 0)), { timeout: 1_000, interval: 5 }).toBe(0);
    await expect.poll(() => watcher.events.map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toContain('too old');
    watcher.close();
    await watcher.ended;
    const fromStart = await stream(customer, { lastEventId: '0' });
    await quiet();
    const kinds = fromStart.events.map((e) => e.data.kind);
    expect(kinds).toEqual(expect.arrayContaining(['missed 1', 'missed 2', 'live']));
    expect(kinds).not.toContain('too old');
    expect(kinds).not.toContain('not yours');

    if (inject('testDatabase').kind === 'postgres') {
      // A replica that loses its listening connection cannot know what it missed: it closes its streams, whose
      // browsers reconnect with Last-Event-ID and get it from the outbox.
      const cut = await stream(customer);
      await r.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
      await cut.ended;
      const last = fromStart.lastId!;
      await hello('while reconnecting');
      const back = await stream(customer, { lastEventId: last });
      await expect.poll(() => back.events.map((e) => e.data.kind), { timeout: 2_000, interval: 5 }).toEqual(['while reconnecting']);
    }
  });

  it('numbers events in the order they commit, so a reconnect after a later commit still gets an earlier, slower one', async () => {
    const reader = await stream(customer);
    const hello = (db: Db, message: string) => notify(db, [{ recipientRole: 'customer', recipientId: customer.id, message, url: '/', kind: message }]);
    const kinds = () => reader.events.map((e) => e.data.kind);
    if (inject('testDatabase').kind === 'postgres') {
      // The slow transaction writes its event first, the quick one commits first.
      const other = r.database;
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const slow = placing.database.db.transaction(async (tx) => {
        await hello(tx, 'slow');
        written();
        await finished;
      });
      await wrote;
      await other.db.transaction((tx) => hello(tx, 'quick'));
      await expect.poll(kinds, { timeout: 1_000, interval: 5 }).toEqual(['quick']);
      const afterQuick = reader.lastId!;
      reader.close();
      finish();
      await slow;
      const again = await stream(customer, { lastEventId: afterQuick });
      await expect.poll(() => again.events.map((e) => e.data.kind), { timeout: 1_000, interval: 5 }).toEqual(['slow']);
      expect(Number(again.lastId)).toBeGreaterThan(Number(afterQuick));
    } else {
      // One embedded connection runs transactions one after another: commit order is write order.
      await r.database.db.transaction((tx) => hello(tx, 'first'));
      await r.database.db.transaction((tx) => hello(tx, 'second'));
      await expect.poll(kinds, { timeout: 1_000, interval: 5 }).toEqual(['first', 'second']);
      expect(Number(reader.events[1]!.id)).toBeGreaterThan(Number(reader.events[0]!.id));
    }
  });

  it('a partner hears of available orders only while on duty, switched live', async () => {
    const switching = await account('delivery');
    await r.database.db.update(deliveryPartners).set({ isAvailable: false }).where(eq(deliveryPartners.id, switching.id));
    const reader = await stream(switching);
    const offDutyOrder = await placeOrder(customer);
    await quiet();
    expect(reader.events).toEqual([]);
    const onDuty = await call('PUT', '/api/delivery/availability', switching, { isAvailable: true });
    expect(onDuty.statusCode).toBe(200);
    const onDutyOrder = await placeOrder(customer);
    await expect.poll(() => reader.of('available').map((e) => e.data.orderId), { timeout: 1_000, interval: 5 }).toEqual([onDutyOrder]);
    // Reconnecting from the start of the window replays the available orders while on duty, whenever they were placed.
    const replay = await stream(switching, { lastEventId: '0' });
    await quiet();
    expect(replay.of('available').map((e) => e.data.orderId)).toEqual(expect.arrayContaining([offDutyOrder, onDutyOrder]));
  });

  it(`holds at most ${LIVE_MAX_STREAMS_PER_USER} streams per account: the next closes the oldest`, async () => {
    const busy = await account('seller');
    const before = holding.liveEvents.openStreams;
    const opened: EventStreamReader[] = [];
    for (let i = 0; i < LIVE_MAX_STREAMS_PER_USER; i++) opened.push(await stream(busy));
    const sixth = await stream(busy);
    await opened[0]!.ended;
    expect(opened.slice(1).map((reader) => reader.isEnded)).toEqual([false, false, false, false]);
    expect(sixth.isEnded).toBe(false);
    expect(holding.liveEvents.openStreams).toBeLessThanOrEqual(before + LIVE_MAX_STREAMS_PER_USER);
    // The five still open all hear the account's events.
    await r.database.db.transaction((tx) => notify(tx, [{ recipientRole: 'seller', recipientId: busy.id, message: 'to all five', url: '/', kind: 'five' }]));
    for (const reader of [...opened.slice(1), sixth]) await expect.poll(() => reader.of('notification').length, { timeout: 1_000, interval: 5 }).toBe(1);
    expect(opened[0]!.of('notification')).toEqual([]);
  });

  it('logout ends the account’s streams on every replica, and the old session opens no new one', async () => {
    const leaving = await account('customer');
    const here = await stream(leaving);
    const there = await stream(leaving, { on: placingUrl });
    const stays = await stream(customer);
    const logout = await placing.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `token=${leaving.token}` } });
    expect(logout.statusCode).toBe(200);
    await Promise.all([here.ended, there.ended]);
    expect(here.events.map((e) => e.event)).toEqual(['session']);
    expect(there.events.map((e) => e.event)).toEqual(['session']);
    expect(stays.isEnded).toBe(false);
    const refused = await EventStreamReader.open(holdingUrl, { token: leaving.token });
    expect(refused.status).toBe(401);
  });
});

describe('live events: heartbeat, shutdown and pruning', () => {
  /** Holds the advisory lock ('live' in hex, `second`) on a connection of its own, as another process would, until released. */
  async function holdLiveLock(on: Database, second: number): Promise<() => Promise<void>> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const taken = new Promise<void>((resolve) => (locked = resolve));
    const holding = on.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${0x6c697665}, ${second})`);
      locked();
      await held;
    });
    await taken;
    return async () => {
      release();
      await holding;
    };
  }

  /** One API process with a short heartbeat, on a database of its own. */
  async function shortHeartbeatServer(heartbeatMs: number) {
    const { config } = await testConfig();
    const { database, open, drop } = await freshDatabase();
    const server = Fastify({ logger: false });
    await server.register(fp(app), { config, database, liveEvents: { heartbeatMs } });
    const url = await listen(server);
    return { server, url, database, open, drop };
  }

  it('sends a heartbeat on every idle stream, and closes every stream at once when the server shuts down, asking for a quick reconnection', async () => {
    const s = await shortHeartbeatServer(50);
    let closed = false;
    try {
      const { id } = await makeAccount(s.database.db, 'seller');
      const token = s.server.jwt.sign({ sub: id, role: 'seller', ver: 0 }, { expiresIn: '1h' });
      const readers = [await EventStreamReader.open(s.url, { token }), await EventStreamReader.open(s.url, { token })];
      await expect.poll(() => Math.min(...readers.map((reader) => reader.heartbeats)), { timeout: 2_000, interval: 10 }).toBeGreaterThanOrEqual(3);
      expect(s.server.liveEvents.openStreams).toBe(2);

      const started = performance.now();
      await s.server.close();
      closed = true;
      await Promise.all(readers.map((reader) => reader.ended));
      // The open streams do not hold the shutdown up.
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(s.server.liveEvents.openStreams).toBe(0);
      // Within a second rather than the usual few: the proxy sends the reconnection to a replica still up.
      for (const reader of readers) expect(reader.retryMs).toBeLessThan(1_000);
    } finally {
      if (!closed) await s.server.close();
      await s.database.close();
      await s.drop();
    }
  });

  it('publishes in the order rows become visible: a row written first but committed last is published last, after those already read', async () => {
    const { database, open, drop } = await freshDatabase();
    const other = open();
    const third = open();
    try {
      const row = (kind: string) => ({ type: 'available' as const, kind, recipientRole: 'delivery' as const });
      const published = async () =>
        (await database.db.select({ id: liveEvents.id, kind: liveEvents.kind }).from(liveEvents).where(gt(liveEvents.id, 0)).orderBy(liveEvents.id)).map((r) => r.kind);
      const staged = async () => (await database.db.select({ id: liveEvents.id }).from(liveEvents).where(lt(liveEvents.id, 0))).length;
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const hasWritten = new Promise<void>((resolve) => (written = resolve));
      const ON_POSTGRES = inject('testDatabase').kind === 'postgres';
      // On PostgreSQL the slow transaction writes its rows first and commits last; PGlite runs one transaction at a time.
      const slow = ON_POSTGRES
        ? other.db.transaction(async (tx) => {
            await tx.insert(liveEvents).values([row('slow 1'), row('slow 2')]);
            written();
            await committing;
          })
        : Promise.resolve(written());
      await hasWritten;
      await database.db.insert(liveEvents).values([row('quick 1'), row('quick 2')]);
      // Another process publishing right now: this one leaves the rows to it (or to its own next turn).
      if (ON_POSTGRES) {
        const release = await holdLiveLock(third, 0);
        expect(await publishLiveEvents(database.db, 100)).toBeNull();
        await release();
      }
      expect(await publishLiveEvents(database.db, 100)).toBe(2);
      expect(await published()).toEqual(['quick 1', 'quick 2']);
      if (!ON_POSTGRES) await database.db.insert(liveEvents).values([row('slow 1'), row('slow 2')]);
      commit();
      await slow;
      expect(await staged()).toBe(2);
      // In batches: the first takes the oldest staged row, the next the rest, each numbered after all before it.
      expect(await publishLiveEvents(database.db, 1)).toBe(1);
      expect(await publishLiveEvents(database.db, 100)).toBe(1);
      expect(await publishLiveEvents(database.db, 100)).toBe(0);
      expect(await published()).toEqual(['quick 1', 'quick 2', 'slow 1', 'slow 2']);
      expect(publishedIds('7-9')).toEqual([7, 8, 9]);
      expect(publishedIds('12')).toEqual([12]);
      expect(publishedIds('-3')).toEqual([]);
    } finally {
      if (third !== database) await third.close();
      if (other !== database) await other.close();
      await database.close();
      await drop();
    }
  });

  it('prunes events older than a day, one process at a time', async () => {
    const { database, open, drop } = await freshDatabase();
    const other = open();
    try {
      const now = new Date();
      const old = new Date(now.getTime() - LIVE_EVENTS_KEPT_HOURS * 3_600_000 - 60_000);
      const recent = new Date(now.getTime() - LIVE_EVENTS_KEPT_HOURS * 3_600_000 + 60_000);
      const row = (kind: string, createdAt: Date) => ({ type: 'available' as const, kind, recipientRole: 'delivery' as const, createdAt });
      await database.db.insert(liveEvents).values([row('old', old), row('old', old), row('recent', recent)]);

      if (inject('testDatabase').kind === 'postgres') {
        // Another replica pruning right now: this one skips its turn.
        const release = await holdLiveLock(other, 1);
        expect(await pruneLiveEvents(database.db, now)).toBeNull();
        await release();
      }

      expect(await pruneLiveEvents(database.db, now)).toBe(2);
      expect((await database.db.select({ kind: liveEvents.kind }).from(liveEvents)).map((r) => r.kind)).toEqual(['recent']);
      expect(await pruneLiveEvents(database.db, now)).toBe(0);
    } finally {
      if (other !== database) await other.close();
      await database.close();
      await drop();
    }
  });
});
