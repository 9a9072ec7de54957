import type { Role } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { notify, orderUrl } from './notify';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

describe('a customer’s notifications', () => {
  let t: TestApp;
  let asha: { id: string };
  let ravi: { id: string };
  let tokens: Record<Role, string>;
  let ashaToken: string;
  let raviToken: string;
  let orderId: string;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const read = (payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/notification/readNotification', payload, headers: token ? bearer(token) : {} });
  const row = async (id: string) => (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const shop = await makeShop(db, { name: 'Punjabi Dhaba', category: 'Restaurant' });
    const [dal] = await makeProducts(db, shop, [{ name: 'Dal Makhani', pricePaise: 19_950 }]);
    asha = await makeAccount(db, 'customer');
    ravi = await makeAccount(db, 'customer');
    ashaToken = sign(asha.id, 'customer');
    raviToken = sign(ravi.id, 'customer');
    tokens = {
      customer: ashaToken,
      seller: sign(shop.sellerId, 'seller'),
      admin: sign((await makeAccount(db, 'admin')).id, 'admin'),
      delivery: sign((await makeAccount(db, 'delivery')).id, 'delivery'),
    };
    orderId = (await makeOrder(db, { customer: asha, lines: [{ product: dal!, quantity: 1 }] })).order.id;
  });
  afterAll(() => t.close());

  describe('GET /api/notification/getNotifications', () => {
    it('lists the caller’s own, newest first, each with its url and order', async () => {
      await t.database.db.insert(notifications).values([
        { recipientRole: 'customer', recipientId: asha.id, message: 'Your order has been placed.', url: orderUrl.customer(orderId), orderId, kind: 'order_placed', createdAt: at(1) },
        { recipientRole: 'customer', recipientId: asha.id, message: 'Your order is being prepared.', url: orderUrl.customer(orderId), orderId, kind: 'status', createdAt: at(3), read: true },
        { recipientRole: 'customer', recipientId: asha.id, message: 'Welcome to Nukkad.', url: '/', kind: 'welcome', createdAt: at(2) },
        // Someone else's, and one for a seller that happens to carry the same id: neither is hers.
        { recipientRole: 'customer', recipientId: ravi.id, message: 'Ravi’s order has been placed.', url: '/order/x', kind: 'order_placed', createdAt: at(4) },
        { recipientRole: 'seller', recipientId: asha.id, message: 'A new order.', url: '/seller-confirm/x', kind: 'new_order', createdAt: at(5) },
      ]);
      const res = await get('/api/notification/getNotifications', ashaToken);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body.success).toBe(true);
      expect(body.notifications.map((n: AnyReply) => n.message)).toEqual([
        'Your order is being prepared.',
        'Welcome to Nukkad.',
        'Your order has been placed.',
      ]);
      expect(body.notifications[0]).toEqual({
        _id: expect.any(String),
        message: 'Your order is being prepared.',
        createdAt: at(3).toISOString(),
        read: true,
        url: `/order/${orderId}`,
        order: orderId,
      });
      expect(body.notifications[1]).toMatchObject({ read: false, url: '/', order: null });

      const his = json<AnyReply>(await get('/api/notification/getNotifications', raviToken));
      expect(his.notifications.map((n: AnyReply) => n.message)).toEqual(['Ravi’s order has been placed.']);
    });

    it('shows what notify writes, and no more than the newest 100', async () => {
      const busy = await makeAccount(t.database.db, 'customer');
      await t.database.db.insert(notifications).values(
        Array.from({ length: 105 }, (_, i) => ({
          recipientRole: 'customer' as const,
          recipientId: busy.id,
          message: `Update ${i + 1}`,
          url: orderUrl.customer(orderId),
          kind: 'status',
          createdAt: at(i),
        })),
      );
      await notify(t.database.db, [{ recipientRole: 'customer', recipientId: busy.id, message: 'Just now', url: orderUrl.customer(orderId), orderId, kind: 'status' }]);
      const body = json<AnyReply>(await get('/api/notification/getNotifications', sign(busy.id, 'customer')));
      expect(body.notifications).toHaveLength(100);
      expect(body.notifications[0]).toMatchObject({ message: 'Just now', read: false, order: orderId });
      expect(body.notifications[1].message).toBe('Update 105');
      expect(body.notifications[99].message).toBe('Update 7');
    });

    it('is empty for a customer with none', async () => {
      const quiet = await makeAccount(t.database.db, 'customer');
      expect(json(await get('/api/notification/getNotifications', sign(quiet.id, 'customer')))).toEqual({ success: true, notifications: [] });
    });

    it('needs a customer session: 401 without one, 403 for the other roles', async () => {
      expect((await get('/api/notification/getNotifications')).statusCode).toBe(401);
      for (const role of ['seller', 'admin', 'delivery'] as const) {
        expect((await get('/api/notification/getNotifications', tokens[role])).statusCode).toBe(403);
      }
    });
  });

  describe('POST /api/notification/readNotification', () => {
    const unread = async (recipientId: string, recipientRole: Role = 'customer') =>
      (
        await t.database.db
          .insert(notifications)
          .values({ recipientRole, recipientId, message: 'Your order is out for delivery.', url: orderUrl.customer(orderId), orderId, kind: 'status' })
          .returning()
      )[0]!;

    it('marks the caller’s own notification read, and reading it again changes nothing', async () => {
      const n = await unread(asha.id);
      const first = await read({ notificationId: n.id }, ashaToken);
      expect(first.statusCode).toBe(200);
      expect(json(first)).toMatchObject({ success: true });
      expect((await row(n.id)).read).toBe(true);
      const again = await read({ notificationId: n.id }, ashaToken);
      expect(again.statusCode).toBe(200);
      expect((await row(n.id)).read).toBe(true);
      const listed = json<AnyReply>(await get('/api/notification/getNotifications', ashaToken)).notifications.find((x: AnyReply) => x._id === n.id);
      expect(listed.read).toBe(true);
    });

    it('is not found for another’s notification, which stays unread, or for one that does not exist', async () => {
      const his = await unread(ravi.id);
      const res = await read({ notificationId: his.id }, ashaToken);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ success: false, message: 'Notification not found.' });
      expect((await row(his.id)).read).toBe(false);
      // Addressed to a seller with her id: still not hers.
      const sellers = await unread(asha.id, 'seller');
      expect((await read({ notificationId: sellers.id }, ashaToken)).statusCode).toBe(404);
      expect((await row(sellers.id)).read).toBe(false);
      expect((await read({ notificationId: crypto.randomUUID() }, ashaToken)).statusCode).toBe(404);
    });

    it.each([
      ['an id that is not a UUID', { notificationId: 'abc' }],
      ['no id', {}],
      ['a number', { notificationId: 42 }],
    ])('refuses %s with 400 naming notificationId, changing nothing', async (_, payload) => {
      const n = await unread(asha.id);
      const res = await read(payload, ashaToken);
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain('notificationId');
      expect((await row(n.id)).read).toBe(false);
    });

    it('needs a customer session: 401 without one, 403 for the other roles', async () => {
      const n = await unread(asha.id);
      expect((await read({ notificationId: n.id })).statusCode).toBe(401);
      for (const role of ['seller', 'admin', 'delivery'] as const) {
        expect((await read({ notificationId: n.id }, tokens[role])).statusCode).toBe(403);
      }
      expect((await row(n.id)).read).toBe(false);
    });
  });
});
