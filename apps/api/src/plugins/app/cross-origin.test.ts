import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema';
import { signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { tableFingerprints } from '../../testing/route-matrix';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

const API = 'shop.nukkad.test';
const PARTNER = 'https://ops.partner.example';
const REFUSED = { success: false, message: 'Cross-site request refused' };
type Headers = Record<string, string>;

/** What a browser on a page of `origin` adds to a request it sends to the API. */
const from = (origin: string): Headers => ({ host: API, origin, 'sec-fetch-site': 'cross-site' });
const preflight = (origin: string, method = 'POST'): Headers => ({
  ...from(origin),
  'access-control-request-method': method,
  'access-control-request-headers': 'authorization, content-type',
});

async function cartQuantity(t: TestApp, customer: TestCustomer): Promise<number> {
  const cart = json<{ foodCart: { quantity: number }[] }>(await t.app.inject({ method: 'GET', url: '/api/cart/getCart', headers: { host: API, ...customer.headers } }));
  return cart.foodCart[0]?.quantity ?? 0;
}

describe('CORS for the origins CORS_ORIGINS lists', () => {
  let t: TestApp;
  let customer: TestCustomer;
  let dal: ProductRow;
  const addToCart = (headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/cart/addToCart', payload: { productId: dal.id, cartKey: 'foodCart' }, headers });

  beforeAll(async () => {
    t = await buildTestApp({ CORS_ORIGINS: `${PARTNER},http://localhost:5173` });
    customer = await signedInCustomer(t);
    const shop = await makeShop(t.database.db, { name: 'Cors Dhaba', category: 'Restaurant' });
    [dal] = (await makeProducts(t.database.db, shop, [{ name: 'Dal', pricePaise: 12_000 }])) as [ProductRow];
  });
  afterAll(() => t.close());

  it("answers a listed origin's preflight without credentials, and names the origin on its replies, errors included", async () => {
    const pre = await t.app.inject({ method: 'OPTIONS', url: '/api/cart/addToCart', headers: preflight(PARTNER) });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(pre.headers['access-control-allow-methods']).split(', ')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    expect(String(pre.headers['access-control-allow-headers']).split(', ')).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();

    const read = await t.app.inject({ method: 'GET', url: '/api/home/get-popular-shops', headers: from(PARTNER) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(read.headers.vary)).toMatch(/\bOrigin\b/);
    const local = await t.app.inject({ method: 'GET', url: '/api/home/get-popular-shops', headers: from('http://localhost:5173') });
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');

    const unsigned = await t.app.inject({ method: 'GET', url: '/api/cart/getCart', headers: from(PARTNER) });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('lets a listed origin change things with a Bearer token, and never reads a session cookie sent from there', async () => {
    const before = await cartQuantity(t, customer);
    const added = await addToCart({ ...from(PARTNER), ...customer.headers });
    expect(added.statusCode).toBe(200);
    expect(added.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(await cartQuantity(t, customer)).toBe(before + 1);

    const fingerprints = await tableFingerprints(t.database.db);
    const byCookie = await addToCart({ ...from(PARTNER), cookie: `token=${customer.token}` });
    expect(byCookie.statusCode).toBe(401);
    expect(await tableFingerprints(t.database.db)).toEqual(fingerprints);

    // Our own page still signs in by its cookie.
    const ownPage = await addToCart({ host: API, origin: `https://${API}`, 'sec-fetch-site': 'same-origin', cookie: `token=${customer.token}` });
    expect(ownPage.statusCode).toBe(200);
    expect(ownPage.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives any other origin no CORS header, and still refuses its changes', async () => {
    const fingerprints = await tableFingerprints(t.database.db);
    for (const other of ['https://evil.example', `${PARTNER}.evil.example`, 'http://ops.partner.example', `${PARTNER}:8443`, 'null']) {
      const pre = await t.app.inject({ method: 'OPTIONS', url: '/api/cart/addToCart', headers: preflight(other) });
      expect({ other, status: pre.statusCode, allow: pre.headers['access-control-allow-origin'] }).toEqual({ other, status: 404, allow: undefined });
      const read = await t.app.inject({ method: 'GET', url: '/api/home/get-popular-shops', headers: from(other) });
      expect({ other, allow: read.headers['access-control-allow-origin'] }).toEqual({ other, allow: undefined });
      const write = await addToCart({ ...from(other), ...customer.headers });
      expect({ other, status: write.statusCode, reply: json(write) }).toEqual({ other, status: 403, reply: REFUSED });
    }
    expect(await tableFingerprints(t.database.db)).toEqual(fingerprints);
  });
});

describe('CORS with no origin listed (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers no preflight, adds no CORS header and refuses a change from another origin', async () => {
    const customer = await signedInCustomer(t);
    const pre = await t.app.inject({ method: 'OPTIONS', url: '/api/cart/addToCart', headers: preflight(PARTNER) });
    expect(pre.statusCode).toBe(404);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({ method: 'GET', url: '/api/home/get-popular-shops', headers: from(PARTNER) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const write = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...from(PARTNER), ...customer.headers } });
    expect(json(write)).toEqual(REFUSED);
  });
});
