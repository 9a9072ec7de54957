import { PUSH_TEXTS, NOTIFICATION_TEXTS } from '@nukkad/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pushDeliveries, pushSubscriptions, sellers, type ProductRow, type ShopRow } from '../../db/schema';
import { placeOrder, signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestServer, json, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../accounts/passwords';
import { publishLiveEvents } from '../live-events/publish-live-events';
import { orderUrl } from '../notifications/notify';
import { browserKeys, pushServiceStandIn, vapidClaims, type BrowserKeys } from './push-service-stand-in';
import { queuePushes } from './queue-pushes';
import { checkEndpoint, PUSH_ENDPOINT_REFUSED_MESSAGE } from './subscriptions';
import { MAX_ATTEMPTS, sendDuePushes, type SendRun } from './send-pushes';

type StandIn = Awaited<ReturnType<typeof pushServiceStandIn>>;
type Device = { endpoint: string; keys: BrowserKeys };

describe('Web Push', () => {
  let t: TestApp;
  let service: StandIn;
  let dhaba: ShopRow;
  let paneer: ProductRow;
  let naan: ProductRow;
  let sellerHeaders: Record<string, string>;
  let admin: Signed;
  let publicKey: string;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const subscribe = (headers: Record<string, string>, device: Device) =>
    send('POST', '/api/push/subscribe', headers, { endpoint: device.endpoint, keys: { p256dh: device.keys.p256dh, auth: device.keys.auth } });
  const newDevice = (): Device => ({ endpoint: service.endpoint(), keys: browserKeys() });
  const subscribed = async (headers: Record<string, string>) => {
    const device = newDevice();
    expect((await subscribe(headers, device)).statusCode).toBe(200);
    return device;
  };
  const subscriptionOf = async (endpoint: string) => (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
  /** Publishes everything committed: when the server's own publisher has the turn (null), once it has let go. */
  const publishAll = async () => {
    while ((await publishLiveEvents(t.database.db, 1_000)) === null);
  };
  /** Publishes what was committed, queues its pushes and sends them, as the job does each second. */
  const pushNow = async () => {
    await publishAll();
    while ((await queuePushes(t.database.db)) === null);
    return sendDuePushes(t.database.db, t.app.push.send);
  };
  /** What a device received, decrypted with its own keys. */
  const readAt = (device: Device) => service.to(device.endpoint).map((r) => JSON.parse(device.keys.decrypt(r.body)) as { title: string; body: string; url: string });

  beforeAll(async () => {
    service = await pushServiceStandIn();
    // The job's steps are run by the tests, so each knows what was sent when.
    t = await buildTestServer({ push: { job: false } });
    const db = t.database.db;
    admin = await signedIn(t, 'admin');
    dhaba = await makeShop(db, { name: 'Push Dhaba', category: 'Restaurant' });
    [paneer, naan] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000 },
      { name: 'Butter Naan', pricePaise: 4_500 },
    ])) as [ProductRow, ProductRow];
    sellerHeaders = bearer(t.app.jwt.sign({ sub: dhaba.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
    const key = await send('GET', '/api/push/key', {});
    expect(key.statusCode).toBe(200);
    publicKey = json<{ publicKey: string }>(key).publicKey;
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('publishes a P-256 public key that anyone may read, kept in DATA_DIR by the embedded default', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    const again = await buildTestServer({ env: { DATA_DIR: t.dataDir }, push: { job: false } });
    try {
      expect(json<{ publicKey: string }>(await again.app.inject({ method: 'GET', url: '/api/push/key' })).publicKey).toBe(publicKey);
    } finally {
      await again.close().catch(() => {});
    }
  });

  it('pushes a seller a new order, a partner on duty the order waiting, the customer each step of the order: encrypted for each device, signed, with TTL and urgency', async () => {
    const sellerDevice = await subscribed(sellerHeaders);
    const onDuty = await signedIn(t, 'delivery');
    const offDuty = await signedIn(t, 'delivery');
    await t.database.db.execute(sql`update delivery_partners set is_available = (id = ${onDuty.id}) where id in (${onDuty.id}, ${offDuty.id})`);
    const riderDevice = await subscribed(onDuty.headers);
    const offDutyDevice = await subscribed(offDuty.headers);
    await pushNow();
    service.received.length = 0;

    const { customer, orderId } = await placeOrder(t, 'foodCart', [
      { product: paneer, quantity: 1 },
      { product: naan, quantity: 2 },
    ]);
    const customerDevice = await subscribed(customer.headers);
    const run = await pushNow();
    expect(run).toMatchObject({ sent: 2, failed: 0, retried: 0 });
    const [order] = await t.database.db.select({ displayId: orders.displayId }).from(orders).where(eq(orders.id, orderId));
    const displayId = order!.displayId;

    expect(readAt(sellerDevice)).toEqual([{ title: 'Nukkad Seller', body: NOTIFICATION_TEXTS.newOrder(displayId, 2), url: orderUrl.seller(orderId) }]);
    expect(readAt(riderDevice)).toEqual([{ title: 'Nukkad Rider', body: PUSH_TEXTS.orderAvailable(displayId), url: '/delivery' }]);
    expect(service.to(offDutyDevice.endpoint)).toEqual([]);
    // Placing is the customer's own act: nothing pushed to them for it.
    expect(service.to(customerDevice.endpoint)).toEqual([]);

    const [sellerPush] = service.to(sellerDevice.endpoint);
    expect(sellerPush!.headers['ttl']).toBe('900');
    expect(sellerPush!.headers['urgency']).toBe('high');
    expect(sellerPush!.headers['content-encoding']).toBe('aes128gcm');
    expect(vapidClaims(sellerPush!.headers['authorization'], publicKey, service.origin).sub).toMatch(/^mailto:/);

    // The seller confirms one item and cancels the other: one step of the order (Preparing), not one per item.
    expect((await send('PUT', `/api/order/confirm-order/${orderId}`, sellerHeaders, { selectedProducts: [paneer.id] })).statusCode).toBe(200);
    await pushNow();
    expect(readAt(customerDevice)).toEqual([{ title: 'Nukkad', body: PUSH_TEXTS.orderStatus(displayId, 'Preparing'), url: `/order/${orderId}` }]);
    const [customerPush] = service.to(customerDevice.endpoint);
    expect(customerPush!.headers['ttl']).toBe('3600');
    expect(customerPush!.headers['urgency']).toBe('normal');

    // An admin assigns the partner: the partner hears it, with the in-app text; the customer's order did not change status.
    expect((await send('POST', '/api/admin/assignDeliveryBoy', admin.headers, { orderId, deliveryBoyId: onDuty.id })).statusCode).toBe(200);
    await pushNow();
    expect(readAt(riderDevice).at(-1)).toEqual({ title: 'Nukkad Rider', body: NOTIFICATION_TEXTS.assignedToYou(displayId), url: orderUrl.delivery(orderId) });
    expect(readAt(customerDevice)).toHaveLength(1);

    // The partner picks the item up: the order is Out For Delivery.
    expect((await send('PUT', '/api/delivery/order/confirm-pickup', onDuty.headers, { orderId, productId: paneer.id })).statusCode).toBe(200);
    await pushNow();
    expect(readAt(customerDevice).map((p) => p.body)).toEqual([PUSH_TEXTS.orderStatus(displayId, 'Preparing'), PUSH_TEXTS.orderStatus(displayId, 'Out For Delivery')]);
  });

  it('does not push a partner the order they accepted themselves', async () => {
    const partner = await signedIn(t, 'delivery');
    await t.database.db.execute(sql`update delivery_partners set is_available = true where id = ${partner.id}`);
    const { orderId } = await placeOrder(t, 'foodCart', [{ product: paneer, quantity: 1 }]);
    await pushNow();
    const device = await subscribed(partner.headers);
    expect((await send('POST', `/api/delivery/orders/${orderId}/accept`, partner.headers, { deliveryBoyId: partner.id })).statusCode).toBe(200);
    await pushNow();
    expect(service.to(device.endpoint)).toEqual([]);
  });

  it('removes a subscription the push service says is gone (410, 404), and tries again later, with back-off, when it fails', async () => {
    const gone = await subscribed(sellerHeaders);
    const missing = await subscribed(sellerHeaders);
    const failing = await subscribed(sellerHeaders);
    service.answer(gone.endpoint, 410);
    service.answer(missing.endpoint, 404);
    service.answer(failing.endpoint, 503);
    await placeOrder(t, 'foodCart', [{ product: paneer, quantity: 1 }]);
    const run = await pushNow();
    expect(run.subscriptionsRemoved).toBeGreaterThanOrEqual(2);
    expect(await subscriptionOf(gone.endpoint)).toBeUndefined();
    expect(await subscriptionOf(missing.endpoint)).toBeUndefined();
    expect(service.to(gone.endpoint)).toHaveLength(1);

    const failingSubscription = await subscriptionOf(failing.endpoint);
    expect(failingSubscription).toBeDefined();
    const [retry] = await t.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, failingSubscription!.id));
    expect(retry).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    const waitSeconds = (retry!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(5);
    expect(waitSeconds).toBeLessThanOrEqual(10);

    // Due again, the service still failing: the wait doubles; after the last try the push is given up.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await t.database.db.update(pushDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(pushDeliveries.subscriptionId, failingSubscription!.id));
      await sendDuePushes(t.database.db, t.app.push.send);
      const [row] = await t.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, failingSubscription!.id));
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        const wait = (row!.nextAttemptAt.getTime() - Date.now()) / 1000;
        expect(wait).toBeGreaterThan(10 * 2 ** (attempt - 1) - 5);
        expect(wait).toBeLessThanOrEqual(10 * 2 ** (attempt - 1));
      } else {
        expect(row!.failedAt).not.toBeNull();
      }
    }
    expect(service.to(failing.endpoint)).toHaveLength(MAX_ATTEMPTS);
  });

  it('gives up at once on a device whose key no push can be encrypted for, and still sends to the others', async () => {
    const good = await subscribed(sellerHeaders);
    // The right length and prefix for a P-256 public key, but not a point on the curve.
    const broken: Device = { ...newDevice(), endpoint: service.endpoint() };
    broken.keys = { ...broken.keys, p256dh: `B${'A'.repeat(86)}` };
    expect((await subscribe(sellerHeaders, broken)).statusCode).toBe(200);
    await placeOrder(t, 'foodCart', [{ product: paneer, quantity: 1 }]);
    const run = await pushNow();
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect(service.to(good.endpoint)).toHaveLength(1);
    expect(service.to(broken.endpoint)).toHaveLength(0);
    const brokenSubscription = await subscriptionOf(broken.endpoint);
    const [delivery] = await t.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, brokenSubscription!.id));
    expect(delivery).toMatchObject({ attempts: 1, sentAt: null });
    expect(delivery!.failedAt).not.toBeNull();
    // Out of the way of the tests after this one, which count requests against outcomes.
    expect((await send('DELETE', '/api/push/subscribe', sellerHeaders, { endpoint: broken.endpoint })).statusCode).toBe(200);
  });

  it('sends each event to each device once, however many senders run at once', async () => {
    const devices = await Promise.all([1, 2, 3].map(() => subscribed(sellerHeaders)));
    await placeOrder(t, 'foodCart', [{ product: naan, quantity: 1 }]);
    await publishAll();
    // Two queuers at once: one takes the turn, the other skips; queueing again adds nothing.
    await Promise.all([queuePushes(t.database.db), queuePushes(t.database.db)]);
    await t.database.db.execute(sql`update push_cursor set last_event_id = last_event_id - 5`);
    while ((await queuePushes(t.database.db)) === null);
    const before = service.received.length;
    const runs = await Promise.all([1, 2, 3, 4].map(() => sendDuePushes(t.database.db, t.app.push.send)));
    const again = await sendDuePushes(t.database.db, t.app.push.send);
    // Every request the service received was made by exactly one run (answered or not), and none was made again.
    const outcomes = (r: SendRun) => r.sent + r.retried + r.failed + r.subscriptionsRemoved;
    expect(outcomes(again)).toBe(0);
    expect(runs.reduce((n, r) => n + outcomes(r), 0)).toBe(service.received.length - before);
    for (const device of devices) expect(service.to(device.endpoint)).toHaveLength(1);
  });

  describe('subscriptions', () => {
    it('refuses the admin, anyone signed out, and bad input (naming the field), storing nothing', async () => {
      const device = newDevice();
      expect((await subscribe(admin.headers, device)).statusCode).toBe(403);
      expect((await subscribe({}, device)).statusCode).toBe(401);
      expect((await send('DELETE', '/api/push/subscribe', {}, { endpoint: device.endpoint })).statusCode).toBe(401);
      const bad = await send('POST', '/api/push/subscribe', sellerHeaders, { endpoint: 'not a url', keys: { p256dh: device.keys.p256dh, auth: 'short' } });
      expect(bad.statusCode).toBe(400);
      expect(json<{ errors: { path: string }[] }>(bad).errors.map((e) => e.path).sort()).toEqual(['endpoint', 'keys.auth']);
      expect(await subscriptionOf(device.endpoint)).toBeUndefined();
    });

    it('takes, in production, only https endpoints on the internet: never this machine or the private network', () => {
      const production = { allowLocal: false };
      for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://192.168.0.9/x', 'https://[::1]/x', 'https://[fd00::1]/x', 'https://localhost/x', 'https://shop.localhost/x']) {
        expect(() => checkEndpoint(endpoint, production), endpoint).toThrow(expect.objectContaining({ type: 'INVALID_DATA', errors: [{ path: 'endpoint', message: PUSH_ENDPOINT_REFUSED_MESSAGE }] }));
      }
      for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/Q']) {
        expect(() => checkEndpoint(endpoint, production), endpoint).not.toThrow();
      }
      expect(() => checkEndpoint('http://127.0.0.1:9/x', { allowLocal: true })).not.toThrow();
    });

    it('publishes the configured VAPID key when there is one', async () => {
      const configured = await buildTestServer({
        env: {
          VAPID_PUBLIC_KEY: 'BHhGHxGWjBPY2ymMU2UfmGV8Jqr6P8ewqgL5lIR2DkRhhCBxaFLLHQ02jRL9-oqbbcToAkgu5YsWZZcvSVmKICg',
          VAPID_PRIVATE_KEY: 'CEq8aAIypx_CgdqoDMzDEZ_mpnxPPkoK3Ojf_2FExGk',
        },
        push: { job: false },
      });
      try {
        const reply = json<{ publicKey: string }>(await configured.app.inject({ method: 'GET', url: '/api/push/key' }));
        expect(reply.publicKey).toBe('BHhGHxGWjBPY2ymMU2UfmGV8Jqr6P8ewqgL5lIR2DkRhhCBxaFLLHQ02jRL9-oqbbcToAkgu5YsWZZcvSVmKICg');
      } finally {
        await configured.close();
      }
    });

    it('moves an endpoint to the account that subscribes it last; unsubscribing removes only one’s own', async () => {
      const a = await signedIn(t, 'customer');
      const b = await signedIn(t, 'customer');
      const device = await subscribed(a.headers);
      expect((await subscribe(b.headers, device)).statusCode).toBe(200);
      expect(await subscriptionOf(device.endpoint)).toMatchObject({ accountRole: 'customer', accountId: b.id });
      expect((await send('DELETE', '/api/push/subscribe', a.headers, { endpoint: device.endpoint })).statusCode).toBe(200);
      expect(await subscriptionOf(device.endpoint)).toBeDefined();
      expect((await send('DELETE', '/api/push/subscribe', b.headers, { endpoint: device.endpoint })).statusCode).toBe(200);
      expect(await subscriptionOf(device.endpoint)).toBeUndefined();
    });

    it('are removed at logout and when a password change ends the sessions, the account’s only', async () => {
      const customer = await signedIn(t, 'customer');
      const other = await signedIn(t, 'customer');
      const phone = await subscribed(customer.headers);
      const laptop = await subscribed(customer.headers);
      const othersPhone = await subscribed(other.headers);
      expect((await send('POST', '/api/auth/logout', customer.headers, {})).statusCode).toBe(200);
      expect(await subscriptionOf(phone.endpoint)).toBeUndefined();
      expect(await subscriptionOf(laptop.endpoint)).toBeUndefined();
      expect(await subscriptionOf(othersPhone.endpoint)).toBeDefined();

      const seller = await signedIn(t, 'seller');
      await t.database.db.update(sellers).set({ passwordHash: await hashPassword('old-password-1') }).where(eq(sellers.id, seller.id));
      const sellerPhone = await subscribed(seller.headers);
      const changed = await send('PUT', `/api/user-profile/change-seller-password/${seller.id}`, seller.headers, { currentPassword: 'old-password-1', newPassword: 'new-password-2' });
      expect(changed.statusCode).toBe(200);
      expect(await subscriptionOf(sellerPhone.endpoint)).toBeUndefined();
    });
  });
});
