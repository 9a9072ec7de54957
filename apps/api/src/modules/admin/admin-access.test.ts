import type { Role } from '@nukkad/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema';
import { everythingWritten, signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type Method = 'GET' | 'PUT' | 'POST';
type Call = { method: Method; url: string; payload?: object };
type ErrorReply = { success: false; message: string; errors?: { path: string; message: string }[] };

const NO_ID = '00000000-0000-4000-8000-000000000000';

describe('the admin area answers admins only, and refuses bad input without writing anything', () => {
  let t: TestApp;
  let admin: Signed;
  let others: Record<Exclude<Role, 'admin'>, Signed>;
  let ids: { order: string; display: string; deliveryPartner: string; seller: string; customerPhone: string };

  const send = (call: Call, headers: Record<string, string> = {}) =>
    t.app.inject({ method: call.method, url: call.url, headers, ...(call.payload ? { payload: call.payload } : {}) });

  /** One valid call of every admin route (built once the fixture ids exist); the writes last, the cancellation after the assignment. */
  const everyRoute = (): Call[] => [
    { method: 'GET', url: '/api/admin/dashboard-overview' },
    { method: 'GET', url: '/api/admin/dashboard-trend?days=7' },
    { method: 'GET', url: '/api/admin/getOrdersByMonth?page=1&limit=10&filter=All' },
    { method: 'GET', url: '/api/order/getAllOrders?page=1&limit=10&filter=All' },
    { method: 'GET', url: `/api/admin/getOrderById/${ids.display}` },
    { method: 'GET', url: `/api/admin/getOrderById/${ids.order}` },
    { method: 'GET', url: '/api/admin/getAllDeliveryBoys' },
    { method: 'GET', url: '/api/admin/sellers?search=' },
    { method: 'GET', url: `/api/admin/seller/${ids.seller}` },
    { method: 'GET', url: `/api/admin/seller/${ids.seller}/products` },
    { method: 'GET', url: `/api/admin/seller/${ids.seller}/sales` },
    { method: 'GET', url: '/api/admin/products?page=1' },
    { method: 'GET', url: `/api/admin/user/${ids.customerPhone}` },
    { method: 'GET', url: '/api/admin/outstanding/list' },
    { method: 'GET', url: `/api/admin/deliveryBoy/${ids.deliveryPartner}` },
    { method: 'POST', url: '/api/admin/assignDeliveryBoy', payload: { orderId: ids.order, deliveryBoyId: ids.deliveryPartner } },
    { method: 'PUT', url: `/api/admin/deliveryBoy/clearOutstanding/${ids.deliveryPartner}` },
    { method: 'PUT', url: '/api/admin/cancelOrder', payload: { orderId: ids.order } },
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    admin = await signedIn(t, 'admin');
    others = { customer: await signedIn(t, 'customer'), seller: await signedIn(t, 'seller'), delivery: await signedIn(t, 'delivery') };
    const shop = await makeShop(db, { name: 'Access Dhaba', category: 'Restaurant' });
    const [dal] = (await makeProducts(db, shop, [{ name: 'Dal', pricePaise: 10_000 }])) as [ProductRow];
    const customer = await makeAccount(db, 'customer');
    const { order } = await makeOrder(db, { customer, lines: [{ product: dal, quantity: 1 }] });
    const deliveryPartner = await makeAccount(db, 'delivery');
    ids = { order: order.id, display: order.displayId, deliveryPartner: deliveryPartner.id, seller: shop.sellerId, customerPhone: customer.phone };
  });
  afterAll(() => t.close());

  it('every admin route: 401 without a token, 403 for a customer, a seller or a delivery partner; nothing written', async () => {
    const before = await everythingWritten(t);
    for (const call of everyRoute()) {
      const anonymous = await send(call);
      expect({ call: call.url, status: anonymous.statusCode }).toEqual({ call: call.url, status: 401 });
      for (const [role, account] of Object.entries(others)) {
        const res = await send(call, account.headers);
        expect({ call: call.url, role, status: res.statusCode, success: json(res).success }).toEqual({ call: call.url, role, status: 403, success: false });
      }
    }
    expect(await everythingWritten(t)).toEqual(before);
  });

  it('every admin route answers an admin', async () => {
    for (const call of everyRoute()) {
      const res = await send(call, admin.headers);
      expect({ call: call.url, status: res.statusCode, success: json(res).success }).toEqual({ call: call.url, status: 200, success: true });
    }
  });

  it('the admin’s session is the cookie set at login on the admin host, and ends at logout', async () => {
    const host = { host: 'admin.localhost' };
    const account = { name: 'Cookie Admin', email: 'cookie-admin@nukkad.test', password: 'admin-pass', secretKey: t.config.adminSecretKey };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/signup', headers: host, payload: account })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: host, payload: { email: account.email, password: account.password, secretKey: account.secretKey } });
    const cookie = login.cookies.find((c) => c.name === 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true });
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard-overview', headers: host, cookies: { token: cookie.value } });
    expect(overview.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: host, cookies: { token: cookie.value } });
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard-overview', headers: host, cookies: { token: cookie.value } });
    expect(after.statusCode).toBe(401);
  });

  // Each bad call: 400 naming the field at fault (when the schema finds it) and nothing written anywhere.
  const badCalls: { call: () => Call; path?: string; message?: string }[] = [
    { call: () => ({ method: 'GET', url: '/api/admin/dashboard-trend?days=0' }), path: 'days' },
    { call: () => ({ method: 'GET', url: '/api/admin/dashboard-trend?days=abc' }), path: 'days' },
    { call: () => ({ method: 'GET', url: '/api/admin/getOrdersByMonth?filter=Shipped' }), path: 'filter' },
    { call: () => ({ method: 'GET', url: '/api/admin/getOrdersByMonth?filter=Cancelled' }), path: 'filter' },
    { call: () => ({ method: 'GET', url: '/api/admin/getOrdersByMonth?page=0' }), path: 'page' },
    { call: () => ({ method: 'GET', url: '/api/admin/getOrdersByMonth?limit=51' }), path: 'limit' },
    { call: () => ({ method: 'GET', url: '/api/order/getAllOrders?filter=Out%20for%20Delivery' }), path: 'filter' },
    { call: () => ({ method: 'GET', url: '/api/order/getAllOrders?page=-1' }), path: 'page' },
    { call: () => ({ method: 'GET', url: '/api/admin/getOrderById/ABC' }), path: 'id', message: 'Please enter a valid 6-character Order ID.' },
    { call: () => ({ method: 'GET', url: '/api/admin/getOrderById/AB%00CDE' }), path: 'id' },
    { call: () => ({ method: 'PUT', url: '/api/admin/cancelOrder', payload: {} }), path: 'orderId' },
    { call: () => ({ method: 'PUT', url: '/api/admin/cancelOrder', payload: { orderId: 'not-an-id' } }), path: 'orderId' },
    { call: () => ({ method: 'PUT', url: '/api/admin/cancelOrder', payload: { orderId: ids.order, refund: false } }) },
    { call: () => ({ method: 'POST', url: '/api/admin/assignDeliveryBoy', payload: { orderId: ids.order, deliveryBoyId: '' } }), path: 'deliveryBoyId', message: 'Please select a delivery boy.' },
    { call: () => ({ method: 'POST', url: '/api/admin/assignDeliveryBoy', payload: { orderId: 'x', deliveryBoyId: ids.deliveryPartner } }), path: 'orderId' },
    { call: () => ({ method: 'POST', url: '/api/admin/assignDeliveryBoy', payload: { orderId: ids.order } }), path: 'deliveryBoyId' },
    { call: () => ({ method: 'GET', url: `/api/admin/sellers?search=${'a'.repeat(101)}` }), path: 'search' },
    { call: () => ({ method: 'GET', url: '/api/admin/seller/not-an-id' }), path: 'id' },
    { call: () => ({ method: 'GET', url: `/api/admin/seller/${ids.seller}/products?search=%01` }), path: 'search' },
    { call: () => ({ method: 'GET', url: `/api/admin/seller/${ids.seller}/sales?date=yesterday` }), path: 'date' },
    { call: () => ({ method: 'GET', url: `/api/admin/seller/${ids.seller}/sales?date=2026-02-30` }), path: 'date' },
    { call: () => ({ method: 'GET', url: '/api/admin/products?page=0' }), path: 'page' },
    { call: () => ({ method: 'GET', url: `/api/admin/products?search=${'a'.repeat(101)}` }), path: 'search' },
    { call: () => ({ method: 'GET', url: '/api/admin/user/abc' }), path: 'id', message: 'Please enter a valid User ID' },
    { call: () => ({ method: 'GET', url: '/api/admin/user/98765' }), path: 'id', message: 'Please enter a valid User ID' },
    { call: () => ({ method: 'GET', url: `/api/admin/outstanding/list?search=${'9'.repeat(101)}` }), path: 'search' },
    { call: () => ({ method: 'GET', url: '/api/admin/deliveryBoy/not-an-id' }), path: 'id' },
    { call: () => ({ method: 'GET', url: `/api/admin/deliveryBoy/${ids.deliveryPartner}?date=2026-13-01` }), path: 'date' },
    { call: () => ({ method: 'GET', url: `/api/admin/deliveryBoy/${ids.deliveryPartner}?date=0000-01-01` }), path: 'date' },
    { call: () => ({ method: 'PUT', url: '/api/admin/deliveryBoy/clearOutstanding/not-an-id' }), path: 'id' },
  ];

  it.each(badCalls.map((c, i) => ({ ...c, i })))('bad input #$i: 400 and nothing written', async ({ call, path, message }) => {
    const before = await everythingWritten(t);
    const made = call();
    const res = await send(made, admin.headers);
    expect({ url: made.url, status: res.statusCode }).toEqual({ url: made.url, status: 400 });
    const body = json<ErrorReply>(res);
    expect(body.success).toBe(false);
    if (path) expect(body.errors?.map((e) => e.path)).toContain(path);
    if (message) expect(body.message).toBe(message);
    expect(await everythingWritten(t)).toEqual(before);
  });

  it('unknown ids are 404 on every lookup', async () => {
    for (const url of [
      `/api/admin/getOrderById/${NO_ID}`,
      `/api/admin/seller/${NO_ID}`,
      `/api/admin/seller/${NO_ID}/products`,
      `/api/admin/seller/${NO_ID}/sales`,
      `/api/admin/user/${NO_ID}`,
      `/api/admin/deliveryBoy/${NO_ID}`,
    ]) {
      const res = await send({ method: 'GET', url }, admin.headers);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
