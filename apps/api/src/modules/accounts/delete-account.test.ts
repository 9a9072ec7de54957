import type { Role } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  customerAddresses,
  customerQueries,
  customerQueryMessages,
  customerQueryPhotos,
  customers,
  deliveryPartnerPositions,
  deliveryPartners,
  oneTimeCodes,
  orderItems,
  orders,
  outstandingPayments,
  products,
  pushSubscriptions,
  salesRecords,
  sellers,
  shops,
  type ProductRow,
} from '../../db/schema';
import { tableFingerprints } from '../../testing/route-matrix';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';
import { getInvoice } from '../orders/invoice';
import { hashPassword } from './passwords';

type Reply = { success: boolean; message: string; errors?: { path: string }[] };
const PASSWORD = 'delete-me-123';

describe('DELETE /api/auth/delete-account', () => {
  let t: TestApp;
  let passwordHash: string;
  let product: ProductRow;
  let shopOwner: { id: string };

  beforeAll(async () => {
    t = await buildTestApp();
    passwordHash = await hashPassword(PASSWORD);
    const shop = await makeShop(t.database.db, { name: 'Sharma Dhaba', category: 'Restaurant' });
    shopOwner = { id: shop.sellerId };
    [product] = (await makeProducts(t.database.db, shop, [{ name: 'Dal Makhani', pricePaise: 18_000 }])) as [ProductRow];
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  let ipCounter = 0;
  /** Each call from its own client address, so the per-client sign-in limits never bite. */
  const inject = (options: InjectOptions) => t.app.inject({ ...options, remoteAddress: `10.1.0.${++ipCounter % 250}` });
  const tokenOf = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const del = (token: string | null, payload: object) =>
    inject({ method: 'DELETE', url: '/api/auth/delete-account', payload, headers: token ? bearer(token) : {} });

  /** The newest code the dev sender "sent" to a phone (the outbox answers this machine only). */
  const latestCode = async (phone: string) =>
    json<{ messages: { code: string }[] }>(await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })).messages[0]!.code;

  /** A customer with a code sent to their phone (as send-otp leaves it), read from the dev outbox. */
  async function customerWithCode() {
    const account = await makeAccount(db(), 'customer');
    const sent = await inject({ method: 'POST', url: '/api/auth/send-otp', payload: { formData: { phone: account.phone } } });
    expect(sent.statusCode).toBe(200);
    return { ...account, token: tokenOf(account.id, 'customer'), code: await latestCode(account.phone) };
  }

  async function withPassword(role: 'seller' | 'delivery') {
    const account = await makeAccount(db(), role);
    const table = role === 'seller' ? sellers : deliveryPartners;
    await db().update(table).set({ passwordHash }).where(eq(table.id, account.id));
    return { ...account, token: tokenOf(account.id, role) };
  }

  const subscribe = async (token: string, n: number) => {
    const res = await inject({
      method: 'POST',
      url: '/api/push/subscribe',
      payload: { endpoint: `https://push.example.com/delete-${n}`, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  };

  it('erases a customer: name, phone, addresses, photos, subscriptions, codes; orders stay with "Deleted customer"; the session ends', async () => {
    const c = await customerWithCode();
    await db().insert(customerAddresses).values({ customerId: c.id, fullName: 'Asha Verma', phone: c.phone, addressLine: '12 MG Road', area: 'Indiranagar', lat: 12.97, long: 77.64 });
    await db().insert(cartItems).values({ customerId: c.id, cartKey: 'foodCart', productId: product.id, quantity: 2 });
    const { order } = await makeOrder(db(), { customer: c, lines: [{ product, quantity: 1 }], status: 'Delivered' });
    const [photo] = await db().insert(customerQueryPhotos).values({ customerId: c.id, bytes: Buffer.from([1, 2, 3]), mimeType: 'image/png', sizeBytes: 3 }).returning();
    const [query] = await db().insert(customerQueries).values({ orderId: order.id, customerId: c.id, topic: 'late' }).returning();
    await db().insert(customerQueryMessages).values({ queryId: query!.id, authorRole: 'customer', authorId: c.id, body: 'It came late', photoId: photo!.id });
    await subscribe(c.token, 1);

    const res = await del(c.token, { otp: c.code });
    expect(res.statusCode).toBe(200);
    expect(json<Reply>(res)).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(res.headers['set-cookie']).toBeDefined();

    const [row] = await db().select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ name: 'Deleted customer', phone: '', email: null });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await db().select().from(customerAddresses).where(eq(customerAddresses.customerId, c.id))).toEqual([]);
    expect(await db().select().from(cartItems).where(eq(cartItems.customerId, c.id))).toEqual([]);
    expect(await db().select().from(customerQueryPhotos).where(eq(customerQueryPhotos.customerId, c.id))).toEqual([]);
    const [message] = await db().select().from(customerQueryMessages).where(eq(customerQueryMessages.queryId, query!.id));
    expect(message).toMatchObject({ body: 'It came late', photoId: null });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, c.id))).toEqual([]);
    expect(await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, c.phone))).toEqual([]);
    // The order is kept, its figures untouched, the person gone from its address.
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(kept!.totalAmountPaise).toBe(order.totalAmountPaise);
    expect(kept!.shippingAddress).toEqual({ fullName: 'Deleted customer', addressLine: '', area: '', landMark: null, lat: 0, long: 0 });
    // Every session has ended.
    expect((await inject({ method: 'GET', url: '/api/auth/getUser', headers: bearer(c.token) })).statusCode).toBe(401);
  });

  it('lets the same phone sign up again as a new account, with no orders', async () => {
    const c = await customerWithCode();
    expect((await del(c.token, { otp: c.code })).statusCode).toBe(200);
    const sent = await inject({ method: 'POST', url: '/api/auth/send-otp', payload: { formData: { phone: c.phone, username: 'Asha Again' } } });
    expect(sent.statusCode).toBe(200);
    const signup = await inject({
      method: 'POST',
      url: '/api/auth/user-signup',
      payload: { formData: { phone: c.phone, username: 'Asha Again' }, otp: await latestCode(c.phone) },
    });
    expect(signup.statusCode).toBe(200);
    const user = json<{ user: { _id: string; name: string; phone: string } }>(signup).user;
    expect(user._id).not.toBe(c.id);
    expect(user).toMatchObject({ name: 'Asha Again', phone: c.phone });
  });

  it('shows "Deleted customer", and no address or phone, on an invoice generated after the deletions (the shop name stays)', async () => {
    const c = await customerWithCode();
    const s = await withPassword('seller');
    const [shop] = await db().insert(shops).values({ sellerId: s.id, name: 'Invoice Sweets', category: 'Bakery' }).returning();
    const [peda] = (await makeProducts(db(), shop!, [{ name: 'Peda', pricePaise: 30_000 }])) as [ProductRow];
    const { order } = await makeOrder(db(), { customer: c, lines: [{ product: peda, quantity: 1 }], status: 'Delivered' });
    expect((await del(c.token, { otp: c.code })).statusCode).toBe(200);
    expect((await del(s.token, { password: PASSWORD })).statusCode).toBe(200);
    // The customer can no longer ask for it; the invoice is made the same way for whoever still may.
    const { pdf } = await getInvoice(db(), { role: 'customer', id: c.id }, { orderId: order.id });
    const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
    expect(text).toContain('Deleted customer');
    expect(text).toContain('Peda');
    expect(text).not.toContain('Asha Verma');
    expect(text).not.toContain('12 MG Road');
    expect(text).not.toContain(c.phone);
  });

  it('refuses a customer with an order in progress (409), before the code is spent, and writes nothing', async () => {
    const c = await customerWithCode();
    await makeOrder(db(), { customer: c, lines: [{ product, quantity: 1 }], status: 'Preparing' });
    const before = await tableFingerprints(db());
    const res = await del(c.token, { otp: c.code });
    expect(res.statusCode).toBe(409);
    expect(json<Reply>(res).message).toBe('An order of yours is still in progress. You can delete your account once it is delivered or cancelled.');
    expect(await tableFingerprints(db())).toEqual(before);
  });

  it('refuses a wrong code (400 on otp) and a missing one, leaving the account', async () => {
    const c = await customerWithCode();
    const wrong = c.code === 'AAAA' ? 'BBBB' : 'AAAA';
    const res = await del(c.token, { otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(json<Reply>(res).errors?.map((e) => e.path)).toContain('otp');
    const missing = await del(c.token, {});
    expect(missing.statusCode).toBe(400);
    expect(json<Reply>(missing).errors?.map((e) => e.path)).toEqual(['otp']);
    const [row] = await db().select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ phone: c.phone, deletedAt: null });
  });

  it('erases a seller: the shop closes, products are archived, their order lines say "Deleted seller", sales stay', async () => {
    const s = await withPassword('seller');
    const [shop] = await db().insert(shops).values({ sellerId: s.id, name: 'Ravi Sweets', category: 'Bakery' }).returning();
    const [barfi] = (await makeProducts(db(), shop!, [{ name: 'Kaju Barfi', pricePaise: 40_000 }])) as [ProductRow];
    const customer = await makeAccount(db(), 'customer');
    const { order } = await makeOrder(db(), { customer, lines: [{ product: barfi, quantity: 1 }], status: 'Delivered' });
    await db().insert(salesRecords).values({ sellerId: s.id, orderId: order.id, amountPaise: 40_000, date: '2026-11-01' });
    await subscribe(s.token, 2);

    const res = await del(s.token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(sellers).where(eq(sellers.id, s.id));
    expect(row).toMatchObject({ username: 'Deleted seller', phone: '', email: null });
    const [closed] = await db().select().from(shops).where(eq(shops.id, shop!.id));
    expect(closed).toMatchObject({ isOpen: false, isOpenUntil: null, hours: null });
    const [archived] = await db().select().from(products).where(eq(products.id, barfi.id));
    expect(archived!.archivedAt).toBeInstanceOf(Date);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ sellerUsername: 'Deleted seller', shopName: 'Ravi Sweets', unitPricePaise: 40_000 });
    expect(await db().select().from(salesRecords).where(eq(salesRecords.sellerId, s.id))).toHaveLength(1);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, s.id))).toEqual([]);
    // The phone signs up again as a new seller; the old password signs nobody in.
    const again = await inject({ method: 'POST', url: '/api/auth/seller-signup', payload: { formData: { username: 'Ravi', phone: s.phone, password: PASSWORD, confirmPassword: PASSWORD } } });
    expect(again.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/auth/getSellerDetails', headers: bearer(s.token) })).statusCode).toBe(401);
  });

  it('refuses a seller with a line still to deliver (409) and a wrong password (400 on password)', async () => {
    const s = await withPassword('seller');
    const wrong = await del(s.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(json<Reply>(wrong).errors?.map((e) => e.path)).toEqual(['password']);
    const [shop] = await db().insert(shops).values({ sellerId: s.id, name: 'Busy Sweets', category: 'Bakery' }).returning();
    const [laddoo] = (await makeProducts(db(), shop!, [{ name: 'Laddoo', pricePaise: 20_000 }])) as [ProductRow];
    await makeOrder(db(), { customer: await makeAccount(db(), 'customer'), lines: [{ product: laddoo, quantity: 1 }], status: 'Processing' });
    const busy = await del(s.token, { password: PASSWORD });
    expect(busy.statusCode).toBe(409);
    const [row] = await db().select().from(sellers).where(eq(sellers.id, s.id));
    expect(row!.deletedAt).toBeNull();
  });

  it('erases a partner: name, phone, position, subscriptions; delivered orders stay, naming "Deleted partner"', async () => {
    const p = await withPassword('delivery');
    const customer = await makeAccount(db(), 'customer');
    const { order } = await makeOrder(db(), { customer, lines: [{ product, quantity: 1 }], status: 'Delivered' });
    await db().update(orders).set({ deliveryPartnerId: p.id, assignedAt: new Date() }).where(eq(orders.id, order.id));
    const shared = await inject({ method: 'POST', url: '/api/delivery/location', payload: { lat: 28.61, long: 77.23, accuracy: 10 }, headers: bearer(p.token) });
    expect(shared.statusCode).toBe(200);
    expect(await db().select().from(deliveryPartnerPositions).where(eq(deliveryPartnerPositions.deliveryPartnerId, p.id))).toHaveLength(1);
    await subscribe(p.token, 3);

    const res = await del(p.token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(deliveryPartners).where(eq(deliveryPartners.id, p.id));
    expect(row).toMatchObject({ name: 'Deleted partner', phone: '', isAvailable: false });
    expect(await db().select().from(deliveryPartnerPositions).where(eq(deliveryPartnerPositions.deliveryPartnerId, p.id))).toEqual([]);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, p.id))).toEqual([]);
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(kept!.deliveryPartnerId).toBe(p.id);
    const admin = await makeAccount(db(), 'admin');
    const view = await inject({ method: 'GET', url: `/api/admin/getOrderById/${order.displayId}`, headers: bearer(tokenOf(admin.id, 'admin')) });
    expect(view.statusCode).toBe(200);
    expect(JSON.stringify(json(view))).toContain('Deleted partner');
  });

  it('refuses a partner who owes cash (409) or has an order on the way (409)', async () => {
    const p = await withPassword('delivery');
    const customer = await makeAccount(db(), 'customer');
    const { order } = await makeOrder(db(), { customer, lines: [{ product, quantity: 1 }], status: 'Delivered' });
    await db().update(orders).set({ deliveryPartnerId: p.id, assignedAt: new Date() }).where(eq(orders.id, order.id));
    await db().insert(outstandingPayments).values({ deliveryPartnerId: p.id, orderId: order.id, amountPaise: 20_500 });
    const owed = await del(p.token, { password: PASSWORD });
    expect(owed.statusCode).toBe(409);
    expect(json<Reply>(owed).message).toBe('You still hold cash from deliveries that has not been settled. Settle it with Nukkad first, then delete your account.');

    const q = await withPassword('delivery');
    const { order: onTheWay } = await makeOrder(db(), { customer, lines: [{ product, quantity: 1 }], status: 'Out For Delivery' });
    await db().update(orders).set({ deliveryPartnerId: q.id, assignedAt: new Date() }).where(eq(orders.id, onTheWay.id));
    expect((await del(q.token, { password: PASSWORD })).statusCode).toBe(409);
    const rows = await db().select({ deletedAt: deliveryPartners.deletedAt }).from(deliveryPartners).where(eq(deliveryPartners.id, q.id));
    expect(rows[0]!.deletedAt).toBeNull();
  });

  it('is refused without a session (401) and to an admin (403); a deleted account cannot delete again (401)', async () => {
    expect((await del(null, { password: PASSWORD })).statusCode).toBe(401);
    const admin = await makeAccount(db(), 'admin');
    expect((await del(tokenOf(admin.id, 'admin'), { password: PASSWORD })).statusCode).toBe(403);
    const p = await withPassword('delivery');
    expect((await del(p.token, { password: PASSWORD })).statusCode).toBe(200);
    expect((await del(p.token, { password: PASSWORD })).statusCode).toBe(401);
  });

  it('leaves the shop owner of other orders alone', async () => {
    const [owner] = await db().select().from(sellers).where(eq(sellers.id, shopOwner.id));
    expect(owner!.deletedAt).toBeNull();
    expect(owner!.username).toBe('Sharma Dhaba owner');
  });

  it('a checkout for a deleted customer is refused by the database (409)', async () => {
    const c = await customerWithCode();
    expect((await del(c.token, { otp: c.code })).statusCode).toBe(200);
    await expect(makeOrder(db(), { customer: c, lines: [{ product, quantity: 1 }] })).rejects.toMatchObject({ cause: { code: 'NKDEL' } });
  });
});
