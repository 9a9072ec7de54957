import { IDEMPOTENCY_KEY_HEADER, UPLOAD_FIELD } from '@nukkad/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema';
import { addressAt, putInCart, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { tableFingerprints } from '../../testing/route-matrix';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

// The customer app's own host, as a browser on it addresses /api.
const SHOP = 'shop.nukkad.test';
const REFUSED = { success: false, message: 'Cross-site request refused' };

type Headers = Record<string, string>;

/** What a browser adds to a request, by where the page that sent it lives. */
const FROM = {
  /** curl, a server, a test: neither header. */
  nowhere: {},
  ownPage: { origin: `https://${SHOP}`, 'sec-fetch-site': 'same-origin' },
  ownPageOriginOnly: { origin: `https://${SHOP}` },
  /** Typed in the address bar or opened from a bookmark. */
  userTyped: { 'sec-fetch-site': 'none' },
  /** Another of our apps (seller., admin., rider.) is another origin: each calls /api on its own host. */
  sellerApp: { origin: 'https://seller.nukkad.test', 'sec-fetch-site': 'same-site' },
  sellerAppOriginOnly: { origin: 'https://seller.nukkad.test' },
  sameSiteOnly: { 'sec-fetch-site': 'same-site' },
  crossSite: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  crossSiteOnly: { 'sec-fetch-site': 'cross-site' },
  otherOriginOnly: { origin: 'https://evil.example' },
  otherPort: { origin: `https://${SHOP}:8443` },
  /** A sandboxed frame, a redirect across origins, a file: the browser hides where it came from. */
  nullOrigin: { origin: 'null' },
  notAnOrigin: { origin: 'not a url' },
  notHttp: { origin: `ftp://${SHOP}` },
  /** The browser's word wins over a matching Origin. */
  ownOriginButCrossSite: { origin: `https://${SHOP}`, 'sec-fetch-site': 'cross-site' },
  ownPageButNullOrigin: { origin: 'null', 'sec-fetch-site': 'same-origin' },
  /** A suffix or a prefix of the host is another host. */
  lookalike: { origin: `https://${SHOP}.evil.example` },
  lookalikeUserinfo: { origin: `https://${SHOP}@evil.example` },
} satisfies Record<string, Headers>;
type From = keyof typeof FROM;
const REFUSED_FROM: From[] = [
  'sellerApp',
  'sellerAppOriginOnly',
  'sameSiteOnly',
  'crossSite',
  'crossSiteOnly',
  'otherOriginOnly',
  'otherPort',
  'nullOrigin',
  'notAnOrigin',
  'notHttp',
  'ownOriginButCrossSite',
  'ownPageButNullOrigin',
  'lookalike',
  'lookalikeUserinfo',
];
const LET_THROUGH: From[] = (Object.keys(FROM) as From[]).filter((from) => !REFUSED_FROM.includes(from));

describe('same origin: a browser may change things only from our own page', () => {
  let t: TestApp;
  let customer: TestCustomer;
  let seller: Signed;
  let dal: ProductRow;
  let addressId: string;

  const send = (options: InjectOptions, from: From, extra: Headers = {}) =>
    t.app.inject({ ...options, headers: { host: SHOP, ...customer.headers, ...FROM[from], ...extra, ...(options.headers as Headers) } });

  beforeAll(async () => {
    t = await buildTestApp();
    customer = await signedInCustomer(t);
    seller = await signedIn(t, 'seller');
    const shop = await makeShop(t.database.db, { name: 'Origin Dhaba', category: 'Restaurant' });
    [dal] = (await makeProducts(t.database.db, shop, [{ name: 'Dal', pricePaise: 12_000 }])) as [ProductRow];
    addressId = (await addressAt(t, customer.id, 3)).address.id;
  });
  afterAll(() => t.close());

  /** One change of each method on the customer's own records; each would succeed from our page. */
  const changes = (): { name: string; options: InjectOptions }[] => [
    { name: 'POST', options: { method: 'POST', url: '/api/cart/addToCart', payload: { productId: dal.id, cartKey: 'foodCart' } } },
    { name: 'PUT', options: { method: 'PUT', url: '/api/user-profile/setAsDefault', payload: { userId: customer.id, addressId } } },
    { name: 'DELETE', options: { method: 'DELETE', url: `/api/user-profile/deleteAddress?userId=${customer.id}&addressId=${addressId}` } },
    // No route takes PATCH: refused all the same, before routing.
    { name: 'PATCH', options: { method: 'PATCH', url: '/api/cart/addToCart', payload: { productId: dal.id, cartKey: 'foodCart' } } },
  ];

  it('refuses every change sent from another site, another of our apps or a hidden origin, with 403 and nothing written', async () => {
    const before = await tableFingerprints(t.database.db);
    const answers: Record<string, Record<string, number>> = {};
    for (const { name, options } of changes()) {
      for (const from of REFUSED_FROM) {
        const res = await send(options, from);
        (answers[name] ??= {})[from] = res.statusCode;
        expect({ name, from, reply: json(res) }).toEqual({ name, from, reply: REFUSED });
      }
    }
    expect(Object.values(answers).flatMap((row) => Object.values(row))).toEqual(Array(4 * REFUSED_FROM.length).fill(403));
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('lets the same changes through from our own page, from the address bar, and from anything that is not a browser', async () => {
    for (const from of LET_THROUGH) {
      const added = await send(changes()[0]!.options, from);
      expect({ from, status: added.statusCode }).toEqual({ from, status: 200 });
      const defaulted = await send(changes()[1]!.options, from);
      expect({ from, status: defaulted.statusCode }).toEqual({ from, status: 200 });
      const patched = await send(changes()[3]!.options, from);
      // Past the check, an unknown method is the router's 404.
      expect({ from, status: patched.statusCode }).toEqual({ from, status: 404 });
    }
    const cart = json<{ foodCart: { quantity: number }[] }>(await send({ method: 'GET', url: '/api/cart/getCart' }, 'ownPage'));
    expect(cart.foodCart[0]!.quantity).toBe(LET_THROUGH.length);
  });

  it('never refuses a read (GET, HEAD, OPTIONS), wherever it comes from', async () => {
    for (const from of Object.keys(FROM) as From[]) {
      expect((await send({ method: 'GET', url: '/api/cart/getCart' }, from)).statusCode).toBe(200);
      expect((await send({ method: 'HEAD', url: '/api/cart/getCart' }, from)).statusCode).toBe(200);
      expect(json(await send({ method: 'OPTIONS', url: '/api/cart/getCart' }, from))).not.toEqual(REFUSED);
    }
  });

  it('compares host and port exactly: each app host is its own origin, and a port or a trusted default port counts', async () => {
    const post = (host: string, origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host, origin } });
    expect((await post('shop.nukkad.test:8080', 'http://shop.nukkad.test:8080')).statusCode).toBe(200);
    expect((await post('shop.nukkad.test', 'https://shop.nukkad.test:443')).statusCode).toBe(200);
    expect((await post('shop.nukkad.test:443', 'https://shop.nukkad.test')).statusCode).toBe(200);
    expect((await post('SHOP.Nukkad.test', 'https://shop.nukkad.test')).statusCode).toBe(200);
    expect(json(await post('shop.nukkad.test:8080', 'http://shop.nukkad.test:8081'))).toEqual(REFUSED);
    expect(json(await post('shop.nukkad.test:8080', 'http://shop.nukkad.test'))).toEqual(REFUSED);
    for (const app of ['seller', 'admin', 'rider', 'nukkad']) {
      expect(json(await post(`${app}.nukkad.test`, 'https://shop.nukkad.test'))).toEqual(REFUSED);
    }
  });

  it('refuses before the session check, the body and the route: anonymous, malformed or misspelt, it is still 403', async () => {
    const before = await tableFingerprints(t.database.db);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cart/addToCart',
      headers: { host: SHOP, ...FROM.crossSite },
      payload: {},
    });
    expect({ status: anonymous.statusCode, reply: json(anonymous) }).toEqual({ status: 403, reply: REFUSED });
    const badJson = await send(
      { method: 'POST', url: '/api/cart/addToCart', payload: '{"productId":', headers: { 'content-type': 'application/json' } },
      'crossSite',
    );
    expect(json(badJson)).toEqual(REFUSED);
    // However the path is spelt, a change from another site reaches nothing.
    const spellings = [
      '/api/%63art/addToCart',
      '/api/cart/%61ddToCart',
      '/API/cart/addToCart',
      '//api/cart/addToCart',
      '/api/cart/addToCart/',
      '/api/cart/addToCart?x=1',
      '/api/nothing-here',
    ];
    for (const url of spellings) {
      const res = await send({ method: 'POST', url, payload: { productId: dal.id, cartKey: 'foodCart' } }, 'crossSite');
      expect({ url, status: res.statusCode, reply: json(res) }).toEqual({ url, status: 403, reply: REFUSED });
    }
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // From our own page the encoded spelling is the same route.
    const payload = { productId: dal.id, cartKey: 'foodCart' };
    expect((await send({ method: 'POST', url: '/api/%63art/addToCart', payload }, 'ownPage')).statusCode).toBe(200);
  });

  it('refuses a cross-site upload before its form is read, and a cross-site logout or sign-in', async () => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'x.png');
    const request = new Request('http://localhost/upload', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const before = await tableFingerprints(t.database.db);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/upload',
      payload,
      headers: { host: SHOP, 'content-type': request.headers.get('content-type')!, ...seller.headers, ...FROM.crossSite },
    });
    expect(json(upload)).toEqual(REFUSED);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: SHOP, ...customer.headers, ...FROM.crossSite },
    });
    expect(json(logout)).toEqual(REFUSED);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/seller-login',
      headers: { host: SHOP, ...FROM.crossSite },
      payload: { phone: seller.phone, password: 'anything' },
    });
    expect(json(signIn)).toEqual(REFUSED);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // The logout was refused: the session still works.
    expect((await send({ method: 'GET', url: '/api/auth/getUser' }, 'ownPage')).statusCode).toBe(200);
  });

  it('online payment still works from the shop page: pay on the provider sheet, verify, place the order', async () => {
    const buyer = await signedInCustomer(t);
    const { address } = await addressAt(t, buyer.id, 2);
    await putInCart(t, buyer.id, 'foodCart', [{ productId: dal.id, quantity: 2 }]);
    const post = (url: string, payload: object, extra: Headers = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { host: SHOP, ...buyer.headers, ...FROM.ownPage, ...extra } });
    const created = await post('/api/payment/createOrder', { cartKey: 'foodCart', addressId: address.id });
    expect(created.statusCode).toBe(200);
    const orderId = json<{ order: { id: string } }>(created).order.id;
    const paid = await post('/api/payment/test-provider/pay', { order_id: orderId, outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    const proof = json<{ proof: object }>(paid).proof;
    // The same proof posted from another site is refused; from the shop page it verifies.
    expect(json(await post('/api/payment/verify-payment', proof, FROM.crossSite))).toEqual(REFUSED);
    expect((await post('/api/payment/verify-payment', proof)).statusCode).toBe(200);
    const placed = await post(
      '/api/order/create-order',
      { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'Online', paymentOrderId: orderId },
      { [IDEMPOTENCY_KEY_HEADER]: `same-origin-${Date.now()}` },
    );
    expect(placed.statusCode).toBe(200);
    expect(json<{ order: { paymentStatus: string } }>(placed).order.paymentStatus).toBe('Paid');
  });
});
