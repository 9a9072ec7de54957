import type { Role } from '@nukkad/contracts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, cartItems, customerQueries, customers, deliveryPartnerPositions, deliveryPartners, notifications, oneTimeCodes, orderEvents, products, pushSubscriptions, sellers, shops } from '../db/schema';
import { makeAccount } from '../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../testing/test-app';

/** Weekly hours closed every day, for cases that spoil one day. */
const WEEK_CLOSED = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** A browser's subscription keys (a P-256 public key, a 16-byte secret), in base64url as PushSubscription.toJSON() gives them. */
const PUSH_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

// Every write route, and every read taking input: bad input gets 400 naming the field, and nothing is written. `as`: sent signed in with that role.
const cases: { url: string; payload: unknown; path: string; table: PgTable; as?: Role; method?: 'GET' | 'POST' | 'DELETE' }[] = [
  { url: '/api/auth/send-otp', payload: { formData: { phone: 'abc' } }, path: 'formData.phone', table: oneTimeCodes },
  { url: '/api/auth/send-otp', payload: {}, path: 'formData', table: oneTimeCodes },
  { url: '/api/auth/user-signup', payload: { formData: { phone: '9800000001', username: '' }, otp: 'AB12' }, path: 'formData.username', table: customers },
  { url: '/api/auth/user-login', payload: { phone: '98000', otp: 'AB12' }, path: 'phone', table: customers },
  { url: '/api/auth/user-login', payload: { phone: '9800000001', otp: 'AB!2' }, path: 'otp', table: customers },
  { url: '/api/auth/seller-signup', payload: { formData: { username: 'A', phone: '9111111111', password: 'abc', confirmPassword: 'abc' } }, path: 'formData.password', table: sellers },
  { url: '/api/auth/seller-login', payload: { phone: '9111111111' }, path: 'password', table: sellers },
  { url: '/api/admin/signup', payload: { name: 'A', email: 'a@b.c', password: 'abcd', secretKey: '' }, path: 'secretKey', table: admins },
  { url: '/api/admin/login', payload: { email: 'nope', password: 'x', secretKey: 'y' }, path: 'email', table: admins },
  { url: '/api/delivery/signup', payload: { username: 'A', phone: '12345678901', password: 'abcd', secretKey: 'k' }, path: 'phone', table: deliveryPartners },
  { url: '/api/delivery/login', payload: { phone: '', password: 'x' }, path: 'phone', table: deliveryPartners },
  { url: '/api/auth/delete-account', method: 'DELETE', payload: { otp: 'AB!2' }, path: 'otp', table: oneTimeCodes, as: 'customer' },
  { url: '/api/auth/delete-account', method: 'DELETE', payload: {}, path: 'otp', table: cartItems, as: 'customer' },
  { url: '/api/auth/delete-account', method: 'DELETE', payload: { password: 'a'.repeat(129) }, path: 'password', table: shops, as: 'seller' },
  { url: '/api/auth/delete-account', method: 'DELETE', payload: { password: '' }, path: 'password', table: deliveryPartnerPositions, as: 'delivery' },
  { url: '/api/delivery/location', payload: { lat: 91, long: 77.2, accuracy: 10 }, path: 'lat', table: deliveryPartnerPositions, as: 'delivery' },
  { url: '/api/delivery/location', payload: { lat: 28.6, long: 77.2 }, path: 'accuracy', table: deliveryPartnerPositions, as: 'delivery' },
  // orders and notifications
  { url: '/api/cart/order-again', payload: { orderId: 'abc' }, path: 'orderId', table: cartItems, as: 'customer' },
  { url: '/api/order/cancel', payload: { orderId: 'abc' }, path: 'orderId', table: orderEvents, as: 'customer' },
  { url: '/api/order/cancel', payload: {}, path: 'orderId', table: orderEvents, as: 'customer' },
  { url: '/api/order/submit-review', payload: { orderId: 'abc', ratings: { deliveryRatings: 5, appRatings: 5, overallRatings: 5 } }, path: 'orderId', table: orderEvents, as: 'customer' },
  { url: '/api/order/submit-review', payload: { orderId: '00000000-0000-4000-8000-000000000000', ratings: { deliveryRatings: 0, appRatings: 5, overallRatings: 5 } }, path: 'ratings.deliveryRatings', table: orderEvents, as: 'customer' },
  { url: '/api/order/submit-review', payload: { orderId: '00000000-0000-4000-8000-000000000000', ratings: { deliveryRatings: 5, appRatings: 5, overallRatings: 5 }, reviewText: 'a'.repeat(1_001) }, path: 'reviewText', table: orderEvents, as: 'customer' },
  // help with an order
  { url: '/api/queries', payload: { orderId: '00000000-0000-4000-8000-000000000000', topic: 'cold', message: 'Cold food' }, path: 'topic', table: customerQueries, as: 'customer' },
  { url: '/api/queries', payload: { orderId: '00000000-0000-4000-8000-000000000000', topic: 'late', message: '' }, path: 'message', table: customerQueries, as: 'customer' },
  { url: '/api/queries', payload: { orderId: 'abc', topic: 'late', message: 'Late' }, path: 'orderId', table: customerQueries, as: 'customer' },
  { url: '/api/queries/00000000-0000-4000-8000-000000000000/messages', payload: { message: 'a'.repeat(1_001) }, path: 'message', table: customerQueries, as: 'admin' },
  { url: '/api/notification/readNotification', payload: { notificationId: 'abc' }, path: 'notificationId', table: notifications, as: 'customer' },
  // a device's push subscription
  { url: '/api/push/subscribe', payload: { endpoint: 'not a url', keys: PUSH_KEYS }, path: 'endpoint', table: pushSubscriptions, as: 'customer' },
  { url: '/api/push/subscribe', payload: { endpoint: 'https://push.example.com/a', keys: { ...PUSH_KEYS, auth: 'short' } }, path: 'keys.auth', table: pushSubscriptions, as: 'seller' },
  { url: '/api/push/subscribe', payload: { endpoint: 'https://push.example.com/a', keys: { auth: PUSH_KEYS.auth } }, path: 'keys.p256dh', table: pushSubscriptions, as: 'delivery' },
  // a seller's shop and products
  { url: '/api/shop/add-shop', payload: { shop: { name: '', category: 'Restaurant' } }, path: 'shop.name', table: shops, as: 'seller' },
  { url: '/api/shop/add-shop', payload: { shop: { name: 'Chai Point', category: 'Restaurant', sellerId: '00000000-0000-4000-8000-000000000000' } }, path: 'shop', table: shops, as: 'seller' },
  { url: '/api/shop/add-shop', payload: { shop: { name: 'Chai Point', category: 'Restaurant', hours: { ...WEEK_CLOSED, tue: [{ opens: '9:00', closes: '18:00' }] } } }, path: 'shop.hours.tue.0.opens', table: shops, as: 'seller' },
  { url: '/api/shop/add-shop', payload: { shop: { name: 'Chai Point', category: 'Restaurant', hours: { ...WEEK_CLOSED, mon: [{ opens: '06:00', closes: '07:00' }, { opens: '08:00', closes: '09:00' }, { opens: '10:00', closes: '11:00' }] } } }, path: 'shop.hours.mon', table: shops, as: 'seller' },
  { url: '/api/shop/add-shop', payload: { shop: { name: 'Chai Point', category: 'Restaurant', hours: { ...WEEK_CLOSED, sat: [{ opens: '20:00', closes: '02:00' }], sun: [{ opens: '01:00', closes: '05:00' }] } } }, path: 'shop.hours.sun.0', table: shops, as: 'seller' },
  { url: '/api/shop/add-shop', payload: { shop: { name: 'Chai Point', category: 'Restaurant', hours: { mon: [] } } }, path: 'shop.hours.tue', table: shops, as: 'seller' },
  { url: '/api/shop/add-product', payload: { product: { name: 'Tea', price: '12.345', dietType: 'Veg' }, images: ['/uploads/x.webp'] }, path: 'product.price', table: products, as: 'seller' },
  { url: '/api/shop/add-product', payload: { product: { name: 'Tea', price: '10', dietType: 'Veg' }, images: [] }, path: 'images', table: products, as: 'seller' },
  { url: '/api/shop/add-product', payload: { product: { name: 'Tea', price: '10', dietType: 'Veg', orderedCount: 9 }, images: ['/uploads/x.webp'] }, path: 'product', table: products, as: 'seller' },
  { url: '/api/shop/add-product', payload: { product: { name: 'Tea', price: '10', dietType: 'Veg', inStock: 'yes' }, images: ['/uploads/x.webp'] }, path: 'product.inStock', table: products, as: 'seller' },
  { url: '/api/shop/delete-product/not-an-id', method: 'DELETE', payload: undefined, path: 'productId', table: products, as: 'seller' },
  { url: '/api/shop/restore-product/not-an-id', payload: undefined, path: 'productId', table: products, as: 'seller' },
  // reads that take input: refused the same way
  { url: '/api/admin/users?sort=name', method: 'GET', payload: undefined, path: 'sort', table: customers, as: 'admin' },
  { url: '/api/admin/users?page=0', method: 'GET', payload: undefined, path: 'page', table: customers, as: 'admin' },
];

describe('bad input on every write route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(cases)('$url refuses a bad $path', async ({ url, payload, path, table, as, method = 'POST' }) => {
    const before = (await t.database.db.select({ n: count() }).from(table))[0]!.n;
    const headers = as ? bearer(t.app.jwt.sign({ sub: (await makeAccount(t.database.db, as)).id, role: as, ver: 0 }, { expiresIn: '1h' })) : {};
    const res = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers });
    expect(res.statusCode).toBe(400);
    const body = json<{ success: boolean; message: string; errors: { path: string; message: string }[] }>(res);
    expect(body.success).toBe(false);
    expect(body.errors.map((e) => e.path)).toContain(path);
    expect(body.message.length).toBeGreaterThan(0);
    expect((await t.database.db.select({ n: count() }).from(table))[0]!.n).toBe(before);
  });

  it('names an unknown key that holds a control character escaped, in a 400 rather than a reply that fails its schema', async () => {
    const headers = bearer(t.app.jwt.sign({ sub: (await makeAccount(t.database.db, 'delivery')).id, role: 'delivery', ver: 0 }, { expiresIn: '1h' }));
    const id = '00000000-0000-4000-8000-000000000000';
    const payload = { orderId: id, productId: id, 'odd\u0000key': 1 };
    const res = await t.app.inject({ method: 'PUT', url: '/api/delivery/order/confirm-pickup', payload, headers });
    expect(res.statusCode).toBe(400);
    const body = json<{ success: boolean; message: string }>(res);
    expect(body.success).toBe(false);
    expect(body.message).toContain('odd\\u0000key');
  });

  it('refuses a body that is not JSON, plainly', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false });
  });
});
