import { IDEMPOTENCY_KEY_HEADER, type Role } from '@nukkad/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type ProductRow, type ShopRow } from '../../db/schema';
import { orderUrl } from './notify';
import { unreadCountQuery } from './inbox';
import { addressAt, putInCart, signedInCustomer } from '../../testing/checkout-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

describe('a seller’s notifications', () => {
  let t: TestApp;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let paneer: ProductRow;
  let cake: ProductRow;
  let customer: { id: string };
  let orderId: string;
  /** Tokens of seller A (the dhaba's), seller B (the bakery's) and one account of each other role. */
  let tokens: Record<'sellerA' | 'sellerB' | Exclude<Role, 'seller'>, string>;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const markRead = (id: string, token?: string) => t.app.inject({ method: 'PUT', url: `/api/notification/read/${id}`, headers: token ? bearer(token) : {} });
  const list = async (token: string) => json<AnyReply>(await get('/api/notification/getSellerNotifications', token)).notifications as AnyReply[];
  const unread = async (token: string) => json<AnyReply>(await get('/api/notification/unread-order-notifications', token)).count as number;
  const row = async (id: string) => (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
  const newOrderFor = async (sellerId: string, extra: { read?: boolean; createdAt?: Date; message?: string } = {}) =>
    (
      await t.database.db
        .insert(notifications)
        .values({
          recipientRole: 'seller',
          recipientId: sellerId,
          message: extra.message ?? 'New order #AB12CD: 1 item(s) to confirm',
          url: orderUrl.seller(orderId),
          orderId,
          kind: 'new_order',
          read: extra.read ?? false,
          ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
        })
        .returning()
    )[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Sharma Dhaba', category: 'Restaurant' });
    bakery = await makeShop(db, { name: 'Rise Bakery', category: 'Bakery' });
    [paneer] = (await makeProducts(db, dhaba, [{ name: 'Paneer Tikka', pricePaise: 24_000 }])) as [ProductRow];
    [cake] = (await makeProducts(db, bakery, [{ name: 'Chocolate Cake', pricePaise: 45_000 }])) as [ProductRow];
    customer = await makeAccount(db, 'customer');
    orderId = (await makeOrder(db, { customer, lines: [{ product: paneer, quantity: 1 }] })).order.id;
    tokens = {
      sellerA: sign(dhaba.sellerId, 'seller'),
      sellerB: sign(bakery.sellerId, 'seller'),
      customer: sign(customer.id, 'customer'),
      admin: sign((await makeAccount(db, 'admin')).id, 'admin'),
      delivery: sign((await makeAccount(db, 'delivery')).id, 'delivery'),
    };
  });
  afterAll(() => t.close());

  describe('GET /api/notification/getSellerNotifications', () => {
    it('lists the seller’s own, newest first, in the customer’s shape', async () => {
      const quiet = await makeShop(t.database.db, { name: 'Quiet Cafe', category: 'Restaurant' });
      await t.database.db.insert(notifications).values([
        { recipientRole: 'seller', recipientId: quiet.sellerId, message: 'New order #AAAAAA: 2 item(s) to confirm', url: orderUrl.seller(orderId), orderId, kind: 'new_order', createdAt: at(1) },
        { recipientRole: 'seller', recipientId: quiet.sellerId, message: 'New order #BBBBBB: 1 item(s) to confirm', url: orderUrl.seller(orderId), orderId, kind: 'new_order', createdAt: at(3), read: true },
        { recipientRole: 'seller', recipientId: quiet.sellerId, message: 'Welcome to Nukkad.', url: '/seller', kind: 'welcome', createdAt: at(2) },
        // Another seller's, and a customer's that carries the same id: neither is this seller's.
        { recipientRole: 'seller', recipientId: bakery.sellerId, message: 'For the bakery.', url: orderUrl.seller(orderId), orderId, kind: 'new_order', createdAt: at(4) },
        { recipientRole: 'customer', recipientId: quiet.sellerId, message: 'For a customer.', url: `/order/${orderId}`, orderId, kind: 'status', createdAt: at(5) },
      ]);
      const res = await get('/api/notification/getSellerNotifications', sign(quiet.sellerId, 'seller'));
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body.success).toBe(true);
      expect(body.notifications.map((n: AnyReply) => n.message)).toEqual([
        'New order #BBBBBB: 1 item(s) to confirm',
        'Welcome to Nukkad.',
        'New order #AAAAAA: 2 item(s) to confirm',
      ]);
      expect(body.notifications[0]).toEqual({
        _id: expect.any(String),
        message: 'New order #BBBBBB: 1 item(s) to confirm',
        createdAt: at(3).toISOString(),
        read: true,
        url: orderUrl.seller(orderId),
        order: orderId,
      });
      expect(body.notifications[1]).toMatchObject({ read: false, url: '/seller', order: null });
    });

    it('is empty for a seller with none', async () => {
      const none = await makeShop(t.database.db, { name: 'New Shop', category: 'Restaurant' });
      expect(json(await get('/api/notification/getSellerNotifications', sign(none.sellerId, 'seller')))).toEqual({ success: true, notifications: [] });
    });
  });

  describe('a placed order', () => {
    it('writes one notification to each seller in it, leading to its confirmation screen, and raises each unread count by one', async () => {
      const before = { a: await unread(tokens.sellerA), b: await unread(tokens.sellerB) };
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 3);
      await putInCart(t, c.id, 'foodCart', [
        { productId: paneer.id, quantity: 2 },
        { productId: cake.id, quantity: 1 },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'COD' },
        headers: { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: `seller-notifications-${Date.now()}` },
      });
      expect(res.statusCode).toBe(200);
      const order = json<AnyReply>(res).order;

      const toSellers = await t.database.db
        .select()
        .from(notifications)
        .where(sql`${notifications.orderId} = ${order._id} and ${notifications.recipientRole} = 'seller'`);
      expect(toSellers.map((n) => n.recipientId).sort()).toEqual([dhaba.sellerId, bakery.sellerId].sort());

      const forA = (await list(tokens.sellerA)).filter((n) => n.order === order._id);
      expect(forA).toEqual([
        { _id: expect.any(String), message: expect.stringContaining(`New order #${order.id}`), createdAt: expect.any(String), read: false, url: orderUrl.seller(order._id), order: order._id },
      ]);
      const forB = (await list(tokens.sellerB)).filter((n) => n.order === order._id);
      expect(forB).toEqual([expect.objectContaining({ message: expect.stringContaining(`New order #${order.id}`), read: false, url: orderUrl.seller(order._id) })]);
      expect(await unread(tokens.sellerA)).toBe(before.a + 1);
      expect(await unread(tokens.sellerB)).toBe(before.b + 1);
    });
  });

  describe('GET /api/notification/unread-order-notifications', () => {
    it('counts only the seller’s own unread notifications about orders', async () => {
      const shop = await makeShop(t.database.db, { name: 'Count Corner', category: 'Restaurant' });
      const token = sign(shop.sellerId, 'seller');
      expect(json(await get('/api/notification/unread-order-notifications', token))).toEqual({ success: true, count: 0 });
      await newOrderFor(shop.sellerId);
      await newOrderFor(shop.sellerId);
      await newOrderFor(shop.sellerId, { read: true });
      await t.database.db.insert(notifications).values({ recipientRole: 'customer', recipientId: shop.sellerId, message: 'Not a seller’s.', url: '/', kind: 'status' });
      // Not about an order: the shop closing by its hours does not ring the new-order chime.
      await t.database.db.insert(notifications).values({ recipientRole: 'seller', recipientId: shop.sellerId, message: 'Count Corner closed by itself.', url: '/seller/profile', kind: 'shop_closed' });
      const res = await get('/api/notification/unread-order-notifications', token);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, count: 2 });
    });

    it('counts past the 100 the list shows', async () => {
      const shop = await makeShop(t.database.db, { name: 'Busy Biryani', category: 'Restaurant' });
      await t.database.db.insert(notifications).values(
        Array.from({ length: 120 }, (_, i) => ({
          recipientRole: 'seller' as const,
          recipientId: shop.sellerId,
          message: `New order ${i + 1}`,
          url: orderUrl.seller(orderId),
          orderId,
          kind: 'new_order',
          createdAt: at(i),
        })),
      );
      const token = sign(shop.sellerId, 'seller');
      expect(await list(token)).toHaveLength(100);
      expect(await unread(token)).toBe(120);
    });

    it('is counted from the partial index of unread notifications', async () => {
      const shop = await makeShop(t.database.db, { name: 'Index Inn', category: 'Restaurant' });
      await newOrderFor(shop.sellerId);
      const query = unreadCountQuery(t.database.db, { id: shop.sellerId, role: 'seller' }).toSQL();
      // The service's own statement with its own parameters, explained instead of run.
      const chunks: SQL[] = [sql.raw('explain ')];
      query.sql.split(/\$(\d+)/).forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${query.params[Number(part) - 1]}`));
      const plan = await t.database.db.transaction(async (tx) => {
        // A table this small would be read whole; the question is which index the condition allows.
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = (await tx.execute(sql.join(chunks))) as { rows: { 'QUERY PLAN': string }[] };
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('notifications_unread_idx');
    });
  });

  describe('PUT /api/notification/read/:id', () => {
    it('marks the seller’s own notification read, lowers the unread count, and reading it again changes nothing', async () => {
      const n = await newOrderFor(dhaba.sellerId);
      const before = await unread(tokens.sellerA);
      const first = await markRead(n.id, tokens.sellerA);
      expect(first.statusCode).toBe(200);
      expect(json(first)).toEqual({ success: true, message: 'Notification marked as read.' });
      expect((await row(n.id)).read).toBe(true);
      expect(await unread(tokens.sellerA)).toBe(before - 1);

      const again = await markRead(n.id, tokens.sellerA);
      expect(again.statusCode).toBe(200);
      expect((await row(n.id)).read).toBe(true);
      expect(await unread(tokens.sellerA)).toBe(before - 1);
      expect((await list(tokens.sellerA)).find((x) => x._id === n.id)?.read).toBe(true);
    });

    it('is not found for another seller’s notification, which stays unread, or for one that does not exist', async () => {
      const hers = await newOrderFor(dhaba.sellerId);
      const countA = await unread(tokens.sellerA);
      const res = await markRead(hers.id, tokens.sellerB);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ success: false, message: 'Notification not found.' });
      expect((await row(hers.id)).read).toBe(false);
      expect(await unread(tokens.sellerA)).toBe(countA);
      expect((await list(tokens.sellerB)).map((n) => n._id)).not.toContain(hers.id);

      // A customer's notification that carries the seller's id is not the seller's either.
      const [customers] = await t.database.db
        .insert(notifications)
        .values({ recipientRole: 'customer', recipientId: bakery.sellerId, message: 'Your order has been placed.', url: '/order/x', kind: 'order_placed' })
        .returning();
      expect((await markRead(customers!.id, tokens.sellerB)).statusCode).toBe(404);
      expect((await row(customers!.id)).read).toBe(false);
      expect((await markRead(crypto.randomUUID(), tokens.sellerB)).statusCode).toBe(404);
    });

    it('refuses an id that is not a UUID with 400 naming the field', async () => {
      const res = await markRead('not-an-id', tokens.sellerA);
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res)).toMatchObject({ success: false });
      expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain('id');
    });
  });

  describe('access', () => {
    it('needs a seller session: 401 without one, 403 for a customer, delivery partner or admin, nothing marked', async () => {
      const n = await newOrderFor(dhaba.sellerId);
      for (const url of ['/api/notification/getSellerNotifications', '/api/notification/unread-order-notifications']) {
        expect((await get(url)).statusCode).toBe(401);
        for (const role of ['customer', 'delivery', 'admin'] as const) expect((await get(url, tokens[role])).statusCode).toBe(403);
      }
      expect((await markRead(n.id)).statusCode).toBe(401);
      for (const role of ['customer', 'delivery', 'admin'] as const) expect((await markRead(n.id, tokens[role])).statusCode).toBe(403);
      expect((await row(n.id)).read).toBe(false);
    });

    it('keeps the customer routes for customers only', async () => {
      expect((await get('/api/notification/getNotifications', tokens.sellerA)).statusCode).toBe(403);
      expect((await get('/api/notification/getNotifications', tokens.customer)).statusCode).toBe(200);
    });
  });
});
