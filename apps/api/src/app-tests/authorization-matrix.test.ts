import { createHmac, randomUUID } from 'node:crypto';
import {
  GROCERY_CATEGORIES,
  IDEMPOTENCY_KEY_HEADER,
  LIVE_EVENTS_PATH,
  ROLES,
  UPLOAD_FIELD,
  type PaymentProof,
  type Role,
} from '@nukkad/contracts';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  admins,
  cartItems,
  coupons,
  customerAddresses,
  customerQueries,
  customerQueryMessages,
  customerQueryPhotos,
  customers,
  deliveryPartners,
  notifications,
  oneTimeCodes,
  orders,
  outstandingPayments,
  sellers,
  shops,
  type ProductRow,
} from '../db/schema';
import { hashCode } from '../modules/accounts/one-time-codes';
import { CROSS_SITE_MESSAGE } from '../plugins/app/same-origin';
import { hashPassword } from '../modules/accounts/passwords';
import { browserKeys } from '../modules/push/push-service-stand-in';
import { pointNorthOf } from '../testing/checkout-fixtures';
import { makeOrder, makeProducts } from '../testing/fixtures';
import {
  tableFingerprints,
  formatMatrix,
  matrixRoutes,
  MissingSample,
  requestFor,
  type MatrixRequest,
  type MatrixRoute,
  type Sample,
  type Samples,
} from '../testing/route-matrix';
import { buildTestServer, json, type TestApp } from '../testing/test-app';

// Every registered route called by every kind of caller, each answer checked against the route's declared access; and
// every route that names a record of the first account of a role called by the second account of that role, which must
// neither see nor change it. The route list is the app's own: a route added tomorrow lands in the matrix by itself.

const PASSWORD = 'matrix-password-1';
const OTP = 'AB12';

/** `session`: an Authorization header for the account, signed when it was made (at token version 0). */
type Account = { id: string; role: Role; phone: string; email: string; session: string };
/** The records of the first account of each role that the routes name; `second` holds the other account of each role. */
type World = {
  first: Record<Role, Account>;
  second: Record<Role, Account>;
  shop: { id: string };
  product: ProductRow;
  /** Orders of the first customer from the first seller's shop, in the states the routes act on. */
  orders: Record<OrderState, { id: string; displayId: string }>;
  address: { id: string };
  customerNotification: { id: string };
  sellerNotification: { id: string };
  /** The first customer's open query on the assigned order, its photo, and a photo of theirs not sent yet. */
  query: { id: string; photoId: string; unusedPhotoId: string };
  /** A coupon for the admin's routes. */
  coupon: { id: string };
  /** The first seller's uploaded image (its /uploads/ path). */
  upload: () => Promise<string>;
  /** The first customer's online payment, paid on the test provider's sheet. */
  payment: () => Promise<PaymentProof>;
};

type OrderState = 'assigned' | 'open' | 'onTheWay' | 'delivered';
/**
 * The order a route is called on, where the one assigned to the first partner (items waiting for the seller) would
 * only meet a 409: a review or an invoice needs a delivered order, accepting or assigning one nobody has, a handover
 * items on the way.
 */
const ORDER_FOR: Record<string, OrderState> = {
  'POST /api/order/submit-review': 'delivered',
  'GET /api/order/download-invoice/:orderId': 'delivered',
  'POST /api/delivery/orders/:orderId/accept': 'open',
  'POST /api/admin/assignDeliveryBoy': 'open',
  'PUT /api/delivery/order/confirm-delivery/:orderId': 'onTheWay',
  'GET /api/delivery/location/order/:orderId': 'onTheWay',
};
const orderFor = (world: World, route: MatrixRoute) => world.orders[ORDER_FOR[route.key.replace(/^HEAD /, 'GET ')] ?? 'assigned'];

/** Whose record each kind of id is: the roles that reach it as its own (an order: its customer, its seller, its partner). */
const ORDER_OWNERS: Role[] = ['customer', 'seller', 'delivery'];

/**
 * The records of a world that only the first account of a role may see, by id: a list read by the second account must
 * show none of them. Admins see every record; an order nobody has taken yet is offered to every partner.
 */
function recordsOfFirst(world: World, role: Role): string[] {
  const { assigned, open, onTheWay, delivered } = world.orders;
  const taken = [assigned.id, onTheWay.id, delivered.id];
  return {
    customer: [...taken, open.id, world.address.id, world.customerNotification.id],
    seller: [...taken, open.id, world.sellerNotification.id],
    delivery: taken,
    admin: [],
  }[role];
}

/** Callers without a valid session, then the four roles (their first accounts), then the second accounts. */
const NO_SESSION = ['anonymous', 'garbage token', 'forged token', 'ghost token'] as const;
const secondOf = (role: Role) => `${role} 2`;
/** The first account of a declared role, calling from a page on another site: a change must be refused (CSRF). */
const CROSS_SITE = 'cross-site';
const CROSS_SITE_HEADERS = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const COLUMNS = [...NO_SESSION, CROSS_SITE, ...ROLES, ...ROLES.map(secondOf)];

let phoneCounter = 0;
const freshPhone = () => `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneCounter).padStart(3, '0')}`;
let emailCounter = 0;
const freshEmail = () => `matrix-${Date.now().toString(36)}-${++emailCounter}@nukkad.test`;
let keyCounter = 0;
const PUSH_DEVICE_KEYS = browserKeys();

/** A well-formed HS256 token for a real account, signed with a key that is not the server's. */
function forgedToken(account: Account): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: account.id, role: account.role, ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 };
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', 'not-the-server-secret-at-all').update(unsigned).digest('base64url')}`;
}

/** Fixtures shared by every world: the accounts' password hash and a small PNG to upload. */
type Fixtures = { passwordHash: string; png: Buffer };

/** What the matrix asks of one route: the status each caller got, and every answer that is not what the route declares. */
type RouteResult = { key: string; cells: Record<string, string>; mismatches: string[] };

/** The matrix over the app of `t`, listening at `base`: worlds of records, requests built from them, calls and their checks. */
function matrixOn(t: TestApp, base: string, { passwordHash, png }: Fixtures) {
  const db = () => t.database.db;

  async function makeAccount(tx: Db, role: Role): Promise<Account> {
    const phone = freshPhone();
    const email = freshEmail();
    const name = `Matrix ${role}`;
    const insert = {
      customer: () => tx.insert(customers).values({ name, phone }).returning(),
      seller: () => tx.insert(sellers).values({ username: name, phone, passwordHash }).returning(),
      admin: () => tx.insert(admins).values({ name, email, passwordHash }).returning(),
      delivery: () => tx.insert(deliveryPartners).values({ name, phone, passwordHash }).returning(),
    }[role];
    const [row] = await insert();
    // Good for the whole world: a call that revokes sessions (logout, a password change) gets a world of its own,
    // where each account calls once.
    const session = `Bearer ${t.app.jwt.sign({ sub: row!.id, role, ver: 0 }, { expiresIn: '1h' })}`;
    return { id: row!.id, role, phone, email, session };
  }

  const multipartForm = async () => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'matrix.png');
    const request = new Request('http://localhost/upload', { method: 'POST', body: form });
    return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
  };

  /** The rows of a world, written in one transaction (one commit rather than dozens). */
  async function makeRows(tx: Db) {
    const first = {} as Record<Role, Account>;
    const second = {} as Record<Role, Account>;
    for (const role of ROLES) {
      first[role] = await makeAccount(tx, role);
      second[role] = await makeAccount(tx, role);
    }
    const [shop] = await tx.insert(shops).values({ sellerId: first.seller.id, name: 'Matrix Dhaba', category: 'Restaurant' }).returning();
    const [otherShop] = await tx
      .insert(shops)
      .values({ sellerId: second.seller.id, name: 'Other Dhaba', category: 'Restaurant' })
      .returning();
    const [product] = (await makeProducts(tx, shop!, [{ name: 'Paneer Tikka', pricePaise: 22_000 }])) as [ProductRow];
    await makeProducts(tx, otherShop!, [{ name: 'Dal Makhani', pricePaise: 18_000 }]);

    const customer = { id: first.customer.id };
    const deliveryPartner = first.delivery.id;
    const lines = [{ product, quantity: 1 }];
    const assigned = (await makeOrder(tx, { customer, lines })).order;
    const open = (await makeOrder(tx, { customer, lines })).order;
    const onTheWay = (await makeOrder(tx, { customer, lines, status: 'Out For Delivery' })).order;
    const delivered = (await makeOrder(tx, { customer, lines, status: 'Delivered' })).order;
    await tx
      .update(orders)
      .set({ deliveryPartnerId: deliveryPartner, assignedAt: new Date() })
      .where(inArray(orders.id, [assigned.id, onTheWay.id, delivered.id]));
    // The cash the first partner collected for the delivered order, still owed.
    await tx
      .insert(outstandingPayments)
      .values({ deliveryPartnerId: deliveryPartner, orderId: delivered.id, amountPaise: delivered.totalAmountPaise });
    await tx.update(deliveryPartners).set({ outstandingAmountPaise: delivered.totalAmountPaise }).where(eq(deliveryPartners.id, deliveryPartner));

    // Within delivery range of the shops.
    const near = pointNorthOf(t.config.shopOrigin, 2);
    const [address] = await tx
      .insert(customerAddresses)
      .values({
        customerId: first.customer.id,
        fullName: 'Asha Verma',
        phone: '9876543210',
        addressLine: '12 Park Street',
        area: 'Connaught Place',
        lat: near.lat,
        long: near.lng,
      })
      .returning();
    await tx.insert(cartItems).values({ customerId: first.customer.id, cartKey: 'foodCart', productId: product.id, quantity: 1 });
    // A login code for the first customer, as send-otp would leave it.
    await tx.insert(oneTimeCodes).values({
      phone: first.customer.phone,
      purpose: 'login',
      codeHash: hashCode(t.config.otpPepper, first.customer.phone, OTP),
      expiresAt: new Date(Date.now() + 10 * 60_000),
      requestedIp: '127.0.0.1',
    });
    const note = (role: 'customer' | 'seller', recipientId: string) => ({
      recipientRole: role,
      recipientId,
      message: 'Matrix notification',
      url: '/orders',
      orderId: assigned.id,
      kind: 'item_status',
    });
    const [customerNotification, sellerNotification] = await tx
      .insert(notifications)
      .values([note('customer', first.customer.id), note('seller', first.seller.id)])
      .returning();
    const [photo, unusedPhoto] = await tx
      .insert(customerQueryPhotos)
      .values([0, 1].map(() => ({ customerId: first.customer.id, bytes: png, mimeType: 'image/png', sizeBytes: png.length })))
      .returning();
    const [coupon] = await tx.insert(coupons).values({ code: `MATRIXW${randomUUID().slice(0, 8).replaceAll('-', '').toUpperCase()}`, kind: 'percent', value: 10 }).returning();
    const [query] = await tx.insert(customerQueries).values({ orderId: assigned.id, customerId: first.customer.id, topic: 'late' }).returning();
    await tx
      .insert(customerQueryMessages)
      .values({ queryId: query!.id, authorRole: 'customer', authorId: first.customer.id, body: 'Matrix query', photoId: photo!.id });
    return {
      first,
      second,
      query: { id: query!.id, photoId: photo!.id, unusedPhotoId: unusedPhoto!.id },
      coupon: coupon!,
      shop: shop!,
      product,
      orders: { assigned, open, onTheWay, delivered },
      address: address!,
      customerNotification: customerNotification!,
      sellerNotification: sellerNotification!,
    };
  }

  /** Two accounts of each role, and the first ones' shop, orders, address, cart line, notifications, upload and payment. */
  async function makeWorld(): Promise<World> {
    const rows = await db().transaction((tx) => makeRows(tx));
    const { first, address } = rows;

    /** Made on first use: only the routes that name them pay for an upload or a payment. */
    const once = <T>(make: () => Promise<T>) => {
      let made: Promise<T> | undefined;
      return () => (made ??= make());
    };
    const upload = once(async () => {
      const form = await multipartForm();
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/upload',
        payload: form.payload,
        headers: { 'content-type': form.contentType, authorization: first.seller.session },
      });
      expect(uploaded.statusCode).toBe(200);
      return json<{ files: { url: string }[] }>(uploaded).files[0]!.url;
    });
    const payment = once(async () => {
      const customerHeaders = { authorization: first.customer.session };
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/payment/createOrder',
        payload: { cartKey: 'foodCart', addressId: address.id },
        headers: customerHeaders,
      });
      expect(created.statusCode).toBe(200);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payment/test-provider/pay',
        payload: { order_id: json<{ order: { id: string } }>(created).order.id, outcome: 'paid' },
        headers: customerHeaders,
      });
      expect(paid.statusCode).toBe(200);
      return json<{ proof: PaymentProof }>(paid).proof;
    });
    return { ...rows, upload, payment };
  }

  /** The sample values of a world: path parameters and fields by name, each with the roles that own the record it names. */
  function samplesOf(world: World): Samples {
    const { first } = world;
    const orderSample = (route: MatrixRoute): Sample => ({ value: orderFor(world, route).id, owners: ORDER_OWNERS });
    const deliveryPartner: Sample = { value: first.delivery.id, owners: ['delivery'] };
    /** `:id` means another record on each route: told apart by the segment before it. */
    const ID_AFTER: Record<string, Sample> = {
      getOrderById: { value: world.orders.assigned.displayId },
      seller: { value: first.seller.id },
      user: { value: first.customer.phone },
      deliveryBoy: { value: first.delivery.id },
      clearOutstanding: { value: first.delivery.id },
      delivery: deliveryPartner,
      outstandingAmounts: deliveryPartner,
      read: { value: world.sellerNotification.id, owners: ['seller'] },
    };
    const WILDCARD: Record<string, () => Promise<string> | string> = {
      '/uploads/*': async () => (await world.upload()).replace(/^\/uploads\//, ''),
      '/demo-images/*': () => 'matrix-sample.svg',
      '/api/docs/static/*': () => 'swagger-ui.css',
      '/*': () => 'orders',
    };
    const PATH: Record<string, (route: MatrixRoute) => Sample | undefined | Promise<Sample | undefined>> = {
      orderId: orderSample,
      deliveryBoyId: () => deliveryPartner,
      shopId: () => ({ value: world.shop.id, owners: ['seller'] }),
      queryId: () => ({ value: world.query.id, owners: ['customer'] }),
      couponId: () => ({ value: world.coupon.id }),
      photoId: () => ({ value: world.query.photoId, owners: ['customer'] }),
      productId: () => ({ value: world.product.id, owners: ['seller'] }),
      sellerId: () => ({ value: first.seller.id, owners: ['seller'] }),
      query: () => ({ value: 'paneer' }),
      id: (route) => ID_AFTER[route.url.split('/').at(route.url.split('/').indexOf(':id') - 1)!],
      '*': async (route) => (route.url in WILDCARD ? { value: await WILDCARD[route.url]!() } : undefined),
    };
    const signup = (route: MatrixRoute) => /signup$/i.test(route.url);
    const near = pointNorthOf(t.config.shopOrigin, 2);
    const FIELD: Record<string, (route: MatrixRoute) => Sample | undefined | Promise<Sample>> = {
      orderId: orderSample,
      // A cart line of the first customer, or the first seller's product; adding to a cart names the public catalogue.
      productId: (route) => ({ value: world.product.id, owners: route.url === '/api/cart/addToCart' ? [] : ['customer', 'seller'] }),
      selectedProducts: () => ({ value: [world.product.id] }),
      addressId: () => ({ value: world.address.id, owners: ['customer'] }),
      _id: () => ({ value: world.address.id, owners: ['customer'] }),
      userId: () => ({ value: first.customer.id, owners: ['customer'] }),
      notificationId: () => ({ value: world.customerNotification.id, owners: ['customer'] }),
      photoId: () => ({ value: world.query.unusedPhotoId, owners: ['customer'] }),
      deliveryBoyId: () => deliveryPartner,
      shopId: () => ({ value: world.shop.id, owners: ['seller'] }),
      cartKey: () => ({ value: 'foodCart' }),
      // The grocery aisle's category; elsewhere (a shop's form) the schema's own first choice.
      category: (route) => (route.url === '/api/grocery' ? { value: GROCERY_CATEGORIES[0] } : undefined),
      order_id: async () => ({ value: (await world.payment()).order_id, owners: ['customer'] }),
      payment_id: async () => ({ value: (await world.payment()).payment_id }),
      signature: async () => ({ value: (await world.payment()).signature }),
      otp: () => ({ value: OTP }),
      phone: (route) => ({
        value: signup(route)
          ? freshPhone()
          : route.url === '/api/auth/seller-login'
            ? first.seller.phone
            : route.url === '/api/delivery/login'
              ? first.delivery.phone
              : first.customer.phone,
      }),
      password: () => ({ value: PASSWORD }),
      confirmPassword: () => ({ value: PASSWORD }),
      currentPassword: () => ({ value: PASSWORD }),
      // The same password again: later cells still sign in with it.
      newPassword: () => ({ value: PASSWORD }),
      secretKey: (route) => ({ value: route.url.startsWith('/api/admin/') ? t.config.adminSecretKey : t.config.deliverySecretKey }),
      email: (route) => ({ value: route.url === '/api/admin/login' ? first.admin.email : freshEmail() }),
      price: () => ({ value: '120' }),
      images: async () => ({ value: [await world.upload()] }),
      lat: () => ({ value: near.lat }),
      long: () => ({ value: near.lng }),
      accuracy: () => ({ value: 15 }),
      isOpen: () => ({ value: true }),
      isAvailable: () => ({ value: true }),
      // A new coupon's code (one per call: codes are unique) and what it takes off.
      code: (route) => (route.url === '/api/admin/coupons' ? { value: `MATRIX${++keyCounter}` } : undefined),
      value: (route) => (route.url === '/api/admin/coupons' ? { value: 10 } : undefined),
      // A device's push subscription (the push job is off here; were it on, a push would fail at once, on this machine).
      endpoint: () => ({ value: `http://127.0.0.1:9/matrix/${++keyCounter}` }),
      keys: () => ({ value: { p256dh: PUSH_DEVICE_KEYS.p256dh, auth: PUSH_DEVICE_KEYS.auth } }),
      [IDEMPOTENCY_KEY_HEADER]: () => ({ value: `matrix-key-${++keyCounter}` }),
    };
    return {
      path: (name, route) => (Object.hasOwn(PATH, name) ? PATH[name]!(route) : undefined),
      field: (name, route) => (Object.hasOwn(FIELD, name) ? FIELD[name]!(route) : undefined),
      multipart: multipartForm,
    };
  }

  /**
   * One call over real HTTP, as a browser makes it: a stream (Server-Sent Events) is dropped as soon as its status is
   * known, as a browser closing the page would; any other body is read whole.
   */
  async function call(
    request: MatrixRequest,
    authorization: string | null,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> {
    const { method, url, query, headers, payload } = request.inject as {
      method: string;
      url: string;
      query?: Record<string, string>;
      headers: Record<string, string>;
      payload?: unknown;
    };
    const target = new URL(url, base);
    for (const [key, value] of Object.entries(query ?? {})) target.searchParams.set(key, value);
    const isJson = payload !== undefined && !Buffer.isBuffer(payload);
    const abort = new AbortController();
    const res = await fetch(target, {
      method,
      headers: {
        ...headers,
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...(authorization ? { authorization } : {}),
        ...extra,
      },
      body: payload === undefined ? undefined : isJson ? JSON.stringify(payload) : new Uint8Array(payload as Buffer),
      signal: abort.signal,
    });
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      abort.abort();
      return { status: res.status, body: '' };
    }
    return { status: res.status, body: await res.text() };
  }

  /**
   * Calls `route` as every kind of caller and checks each answer against its declared access. Refused callers go first,
   * while the records are as made (no session, a role not declared, a page on another site), then the second accounts,
   * then the declared roles' first accounts, whose calls may change things: a route that is not a read gets a world of
   * its own, so no cell meets another cell's leftovers.
   */
  async function checkRoute(route: MatrixRoute, readWorld: World): Promise<RouteResult> {
    const result: RouteResult = { key: route.key, cells: {}, mismatches: [] };
    const { cells, mismatches } = result;
    const miss = (who: string, status: number, expected: string) =>
      mismatches.push(`${route.key} as ${who}: ${status}, expected ${expected}`);
    const writes = route.method !== 'GET' && route.method !== 'HEAD';
    // Where the call writes, what a refused caller may not change: every table, fingerprinted.
    const snapshot = async () => (writes ? await tableFingerprints(db()) : null);
    /** The tables whose rows differ from `since`, named so a failure says where to look. */
    const changedSince = async (since: Record<string, string> | null) => {
      if (!writes || !since) return '';
      const now = await tableFingerprints(db());
      return Object.keys(now).filter((name) => now[name] !== since[name]).join(', ');
    };
    const world = writes ? await makeWorld() : readWorld;
    const samples = samplesOf(world);
    // Built anew for every call: a call may need a value of its own (an idempotency key, a new phone).
    const request = () => requestFor(route, samples);
    try {
      await request();
    } catch (err) {
      if (!(err instanceof MissingSample)) throw err;
      mismatches.push(`cannot call ${err.message}`);
      return result;
    }
    const declared = route.access === 'public' ? ROLES : route.access.roles;
    const ghost = t.app.jwt.sign({ sub: randomUUID(), role: declared[0]!, ver: 0 }, { expiresIn: '1h' });
    const noSession: Record<(typeof NO_SESSION)[number], string | null> = {
      anonymous: null,
      'garbage token': 'Bearer not-a-session-token',
      'forged token': `Bearer ${forgedToken(world.first[declared[0]!])}`,
      'ghost token': `Bearer ${ghost}`,
    };
    const run = async (who: string, authorization: string | null, extra: Record<string, string> = {}) => {
      const answer = await call(await request(), authorization, extra);
      cells[who] = String(answer.status);
      if (answer.status >= 500) miss(who, answer.status, 'no server error');
      return answer;
    };

    /** A change from another site is refused before anything runs; a read is answered as it would be from our page. */
    const crossSite = async () => {
      const { status, body } = await run(CROSS_SITE, world.first[declared[0]!].session, CROSS_SITE_HEADERS);
      const refused = status === 403 && body === JSON.stringify({ success: false, message: CROSS_SITE_MESSAGE });
      if (writes && !refused) miss(CROSS_SITE, status, `403 '${CROSS_SITE_MESSAGE}' (a change from another site)`);
      if (!writes && refused) miss(CROSS_SITE, status, 'an answer (a read is never refused for its origin)');
    };

    if (route.access === 'public') {
      const before = await snapshot();
      await crossSite();
      const changed = await changedSince(before);
      if (changed) mismatches.push(`${route.key}: a cross-site call changed the database (${changed})`);
      for (const who of NO_SESSION) {
        const { status } = await run(who, noSession[who]);
        if (status === 401 || status === 403) miss(who, status, 'neither 401 nor 403 (public)');
      }
      for (const role of ROLES) {
        const { status } = await run(role, world.first[role].session);
        if (status === 401 || status === 403) miss(role, status, 'neither 401 nor 403 (public)');
      }
      return result;
    }

    // Refused before any handler runs: nothing may change (checked where the call writes).
    const before = await snapshot();
    for (const who of NO_SESSION) {
      const { status } = await run(who, noSession[who]);
      if (status !== 401) miss(who, status, '401');
    }
    for (const role of ROLES.filter((r) => !declared.includes(r))) {
      const { status } = await run(role, world.first[role].session);
      if (status !== 403) miss(role, status, '403 (role not declared)');
    }
    await crossSite();
    const changed = await changedSince(before);
    if (changed) mismatches.push(`${route.key}: a refused caller changed the database (${changed})`);

    // The second account of a role that owns a record the call names: refused, shown nothing, nothing changed.
    const { owners, ownedValues } = await request();
    const ownerRoles = declared.filter((role) => owners.has(role));
    for (const role of ownerRoles) {
      const who = secondOf(role);
      const was = await snapshot();
      const { status, body } = await run(who, world.second[role].session);
      if (status !== 403 && status !== 404) miss(who, status, "403 or 404 (the first account's record)");
      const shown = ownedValues.filter((value) => body.includes(value));
      if (shown.length > 0) mismatches.push(`${route.key} as ${who}: the reply shows ${shown.join(', ')}`);
      const changedBy = await changedSince(was);
      if (changedBy) mismatches.push(`${route.key} as ${who}: changed the database (${changedBy})`);
    }

    // A read that names no record of theirs (a list, a dashboard): the second account of each role gets its own, with
    // none of the first account's records in it.
    if (!writes) {
      for (const role of declared.filter((r) => !ownerRoles.includes(r))) {
        const theirs = recordsOfFirst(world, role);
        if (theirs.length === 0) continue;
        const who = secondOf(role);
        const { body } = await run(who, world.second[role].session);
        const shown = theirs.filter((id) => body.includes(id));
        if (shown.length > 0) mismatches.push(`${route.key} as ${who}: the reply shows the first ${role}'s ${shown.join(', ')}`);
      }
    }

    // The declared roles' first accounts: let through; where they own the record, it is theirs to reach.
    for (const role of declared) {
      const { status } = await run(role, world.first[role].session);
      const success = status >= 200 && status < 300;
      if (!success && ![400, 404, 409].includes(status)) miss(role, status, 'success, 400, 404 or 409 (declared role)');
      if (ownerRoles.includes(role) && !success && status !== 409) miss(role, status, 'success or 409 (its own record)');
    }
    return result;
  }

  return { makeWorld, samplesOf, checkRoute };
}

/** The app of a test, listening on loopback: a stream needs a real connection to hold, and closing it is how a browser leaves. */
async function listening(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

// Every sign-in code request of the matrix is answered, not throttled.
const ENV = { OTP_SENDS_PER_PHONE: '1000', OTP_SENDS_PER_CLIENT: '1000' };

describe('authorization matrix: every registered route × every kind of caller', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  let matrix: ReturnType<typeof matrixOn>;

  beforeAll(async () => {
    // No push job: it would move its cursor over the events a call published between two fingerprints.
    t = await buildTestServer({ env: ENV, push: { job: false } });
    fixtures = {
      passwordHash: await hashPassword(PASSWORD),
      png: await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 20 } } }).png().toBuffer(),
    };
    matrix = matrixOn(t, await listening(t), fixtures);
  });
  afterAll(() => t.close());

  it('answers every route, for every caller, as the route declares; a second account never reaches the first one’s records', async () => {
    const routes = matrixRoutes(t.app);
    const readWorld = await matrix.makeWorld();
    const results: RouteResult[] = [];
    for (const route of routes) results.push(await matrix.checkRoute(route, readWorld));

    const used = COLUMNS.filter((column) => results.some((row) => row.cells[column] !== undefined));
    console.log(`Authorization matrix: ${results.length} routes, the status each caller got\n${formatMatrix(used, results)}`);
    expect(results.flatMap((r) => r.mismatches)).toEqual([]);
    // Streams included: every one the matrix opened was closed once its status was known.
    expect(results.map((r) => r.key)).toContain(`GET ${LIVE_EVENTS_PATH}`);
    await expect.poll(() => t.app.liveEvents.openStreams).toBe(0);
  }, 120_000);

  it('a route added later joins the matrix by itself: one without an owner check is caught, a list of everyone\'s records too, one it cannot call fails plainly', async () => {
    const later = await buildTestServer({
      env: ENV,
      routes: (app) => {
        // Any customer's order to any customer: the owner check forgotten.
        app.get('/api/order/careless/:orderId', { config: { access: { roles: ['customer'] } } }, async (request) => {
          const { orderId } = request.params as { orderId: string };
          const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
          return { success: true, order };
        });
        app.get('/api/things/:thingId', { config: { access: 'public' } }, async () => ({ success: true }));
        // Every customer's orders as the caller's list: the owner's predicate forgotten.
        app.get('/api/order/careless-list', { config: { access: { roles: ['customer'] } } }, async () => ({
          success: true,
          orders: await app.database.db.select({ id: orders.id }).from(orders),
        }));
      },
    });
    try {
      const laterMatrix = matrixOn(later, await listening(later), fixtures);
      const added = matrixRoutes(later.app).filter((r) => ['/api/order/careless/:orderId', '/api/things/:thingId', '/api/order/careless-list'].includes(r.url));
      expect(added.map((r) => r.key)).toEqual([
        'GET /api/order/careless/:orderId',
        'HEAD /api/order/careless/:orderId',
        'GET /api/things/:thingId',
        'HEAD /api/things/:thingId',
        'GET /api/order/careless-list',
        'HEAD /api/order/careless-list',
      ]);
      const readWorld = await laterMatrix.makeWorld();
      const careless = await laterMatrix.checkRoute(added[0]!, readWorld);
      expect(careless.cells).toMatchObject({ anonymous: '401', seller: '403', customer: '200', 'customer 2': '200' });
      expect(careless.mismatches).toEqual([
        "GET /api/order/careless/:orderId as customer 2: 200, expected 403 or 404 (the first account's record)",
        `GET /api/order/careless/:orderId as customer 2: the reply shows ${readWorld.orders.assigned.id}`,
      ]);
      expect((await laterMatrix.checkRoute(added[2]!, readWorld)).mismatches).toEqual([
        'cannot call GET /api/things/:thingId: no sample value for the path parameter :thingId; add one to the path samples',
      ]);
      const { assigned, open, onTheWay, delivered } = readWorld.orders;
      const leaked = (await laterMatrix.checkRoute(added[4]!, readWorld)).mismatches;
      expect(leaked).toHaveLength(1);
      expect(leaked[0]).toMatch(/^GET \/api\/order\/careless-list as customer 2: the reply shows the first customer's /);
      for (const id of [assigned.id, open.id, onTheWay.id, delivered.id]) expect(leaked[0]).toContain(id);
    } finally {
      await later.close();
    }
  }, 60_000);
});
