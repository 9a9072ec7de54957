import { OTP_MAX_ATTEMPTS, OTP_SENDS_PER_PHONE } from '@nukkad/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import { admins, deliveryPartners, oneTimeCodes, sellers } from '../../db/schema';
import { hashCode } from './one-time-codes';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
/** A configured per-address send ceiling: the default one is wide, for carrier NAT. */
const SENDS_PER_CLIENT = 20;

describe('sign-in for all four roles', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** Each call from its own client address, so per-client limits only bite where a test wants them. */
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: remoteAddress ?? `10.0.0.${++ipCounter}` });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const latestCode = async (phone: string) => {
    const body = json<AnyReply>(await get(`/api/dev/outbox?phone=${phone}`));
    return body.messages[0].code as string;
  };
  const rowCount = async (table: PgTable) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n;

  async function signUpCustomer(phone: string, username = 'Asha') {
    expect((await post('/api/auth/send-otp', { formData: { phone, username } })).statusCode).toBe(200);
    const res = await post('/api/auth/user-signup', { formData: { phone, username }, otp: await latestCode(phone) });
    expect(res.statusCode).toBe(200);
    return json<AnyReply>(res);
  }
  async function sellerToken(phone = '9111111111') {
    await post('/api/auth/seller-signup', { formData: { username: 'Ravi', phone, password: 'secret1', confirmPassword: 'secret1' } });
    return json<AnyReply>(await post('/api/auth/seller-login', { phone, password: 'secret1' })).token as string;
  }

  beforeAll(async () => {
    t = await buildTestApp({ OTP_SENDS_PER_CLIENT: String(SENDS_PER_CLIENT) });
  });
  afterAll(() => t.close());

  describe('customers: phone and one-time code', () => {
    it('signs up with a code from the outbox, sets a cookie and returns the token and user', async () => {
      const send = await post('/api/auth/send-otp', { formData: { phone: '9800000001', username: 'Asha Verma' } });
      expect(json(send)).toMatchObject({ success: true });
      const code = await latestCode('9800000001');
      expect(code).toMatch(/^[A-Z0-9]{4}$/);
      const res = await post('/api/auth/user-signup', { formData: { phone: '9800000001', username: 'Asha Verma' }, otp: code.toLowerCase() });
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body).toMatchObject({ success: true, message: 'Signup Successful! 🎉', user: { name: 'Asha Verma', phone: '9800000001', foodCart: [], groceryCart: [] } });
      const cookie = res.cookies.find((c) => c.name === 'token');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const me = await get('/api/auth/getUser', bearer(body.token));
      expect(json(me)).toMatchObject({ success: true, user: { _id: body.user._id } });
      const viaCookie = await t.app.inject({ method: 'GET', url: '/api/auth/getUser', cookies: { token: cookie!.value } });
      expect(viaCookie.statusCode).toBe(200);
    });

    it('stores codes only as a hash', async () => {
      await post('/api/auth/send-otp', { formData: { phone: '9800000002', username: 'Dev' } });
      const code = await latestCode('9800000002');
      const rows = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, '9800000002'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).not.toContain(code);
      expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('logs in an existing customer, and a code works only once', async () => {
      await signUpCustomer('9800000003');
      await post('/api/auth/send-otp', { formData: { phone: '9800000003' } });
      const code = await latestCode('9800000003');
      const first = await post('/api/auth/user-login', { phone: '9800000003', otp: code });
      expect(json(first)).toMatchObject({ success: true, message: 'Login Successful! 🎉', user: { phone: '9800000003' } });
      const again = await post('/api/auth/user-login', { phone: '9800000003', otp: code });
      expect(again.statusCode).toBe(400);
      expect(json<AnyReply>(again).errors[0].path).toBe('otp');
    });

    it('refuses an expired code', async () => {
      await signUpCustomer('9800000004');
      await post('/api/auth/send-otp', { formData: { phone: '9800000004' } });
      const code = await latestCode('9800000004');
      await t.database.db
        .update(oneTimeCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeCodes.phone, '9800000004'));
      const res = await post('/api/auth/user-login', { phone: '9800000004', otp: code });
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).message).toMatch(/expired/i);
    });

    it(`burns a code after ${OTP_MAX_ATTEMPTS} wrong tries`, async () => {
      await signUpCustomer('9800000005');
      await post('/api/auth/send-otp', { formData: { phone: '9800000005' } });
      const code = await latestCode('9800000005');
      const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
      for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
        const res = await post('/api/auth/user-login', { phone: '9800000005', otp: wrong });
        expect(res.statusCode).toBe(400);
        if (i === OTP_MAX_ATTEMPTS) expect(json<AnyReply>(res).message).toMatch(/too many wrong attempts/i);
      }
      const right = await post('/api/auth/user-login', { phone: '9800000005', otp: code });
      expect(right.statusCode).toBe(400);
    });

    it('a new code supersedes the previous one', async () => {
      const phone = '9800000006';
      await signUpCustomer(phone);
      await post('/api/auth/send-otp', { formData: { phone } });
      await post('/api/auth/send-otp', { formData: { phone } });
      const fresh = await latestCode(phone);
      // Make the earlier login code one that surely differs from the fresh one, whatever was drawn.
      const stale = fresh === 'AAAA' ? 'BBBB' : 'AAAA';
      const [earlier] = await t.database.db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(sql`${oneTimeCodes.phone} = ${phone} and ${oneTimeCodes.purpose} = 'login'`)
        .orderBy(asc(oneTimeCodes.createdAt))
        .limit(1);
      await t.database.db
        .update(oneTimeCodes)
        .set({ codeHash: hashCode(t.config.otpPepper, phone, stale) })
        .where(eq(oneTimeCodes.id, earlier!.id));
      const old = await post('/api/auth/user-login', { phone, otp: stale });
      expect(old.statusCode).toBe(400);
      expect(json<AnyReply>(old).errors[0].path).toBe('otp');
      expect((await post('/api/auth/user-login', { phone, otp: fresh })).statusCode).toBe(200);
    });

    it(`limits sends to ${OTP_SENDS_PER_PHONE} per phone`, async () => {
      for (let i = 0; i < OTP_SENDS_PER_PHONE; i++) {
        expect((await post('/api/auth/send-otp', { formData: { phone: '9800000007', username: 'X' } })).statusCode).toBe(200);
      }
      const res = await post('/api/auth/send-otp', { formData: { phone: '9800000007', username: 'X' } });
      expect(res.statusCode).toBe(429);
      expect(json<AnyReply>(res).message).toMatch(/too many codes/i);
    });

    it(`limits sends to ${SENDS_PER_CLIENT} per client`, async () => {
      const ip = '10.9.9.9';
      for (let i = 0; i < SENDS_PER_CLIENT; i++) {
        const res = await post('/api/auth/send-otp', { formData: { phone: `97000000${String(i).padStart(2, '0')}`, username: 'Y' } }, {}, ip);
        expect(res.statusCode).toBe(200);
      }
      const res = await post('/api/auth/send-otp', { formData: { phone: '9799999999', username: 'Y' } }, {}, ip);
      expect(res.statusCode).toBe(429);
    });

    it('refuses bad input with the field at fault and writes nothing', async () => {
      const before = await rowCount(oneTimeCodes);
      const res = await post('/api/auth/send-otp', { formData: { phone: '12345' } });
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors[0]).toMatchObject({ path: 'formData.phone', message: 'Phone must be 10 digits' });
      expect(await rowCount(oneTimeCodes)).toBe(before);
      const short = await post('/api/auth/user-signup', { formData: { phone: '9800000010', username: 'Z' }, otp: 'AB' });
      expect(short.statusCode).toBe(400);
      expect(json<AnyReply>(short).message).toBe('Please enter the complete 4-digit OTP');
    });

    it('tells a new phone to sign up, and a known phone to log in', async () => {
      expect((await post('/api/auth/send-otp', { formData: { phone: '9800000011' } })).statusCode).toBe(404);
      await signUpCustomer('9800000012');
      expect((await post('/api/auth/send-otp', { formData: { phone: '9800000012', username: 'Again' } })).statusCode).toBe(409);
    });

    it('guards getUser: 401 without a token, 403 for another role', async () => {
      expect((await get('/api/auth/getUser')).statusCode).toBe(401);
      expect((await get('/api/auth/getUser', bearer('not-a-jwt'))).statusCode).toBe(401);
      const res = await get('/api/auth/getUser', bearer(await sellerToken('9111111100')));
      expect(res.statusCode).toBe(403);
    });

    it('logout clears the cookie', async () => {
      const res = await post('/api/auth/logout', {});
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'token');
      expect(cookie?.value).toBe('');
    });
  });

  describe('sellers: phone and password', () => {
    it('signs up, logs in and reads the dashboard details', async () => {
      const signup = await post('/api/auth/seller-signup', {
        formData: { username: 'Ravi Kumar', phone: '9111111112', password: 'pass1234', confirmPassword: 'pass1234' },
      });
      expect(json(signup)).toMatchObject({ success: true, message: 'Signup Successful! 🎉' });
      const row = (await t.database.db.select().from(sellers).where(eq(sellers.phone, '9111111112')))[0]!;
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      const login = await post('/api/auth/seller-login', { phone: '9111111112', password: 'pass1234' });
      expect(json(login)).toMatchObject({ success: true, message: 'Login Successful! 🎉' });
      const details = json<AnyReply>(await get('/api/auth/getSellerDetails', bearer(json<AnyReply>(login).token)));
      expect(details.sellerDetails).toMatchObject({
        username: 'Ravi Kumar',
        phone: '9111111112',
        shop: null,
        todaySalesTotal: 0,
        pendingOrdersCount: 0,
        productsCount: 0,
      });
    });

    it('refuses mismatched passwords with the spec message and writes nothing', async () => {
      const before = await rowCount(sellers);
      const res = await post('/api/auth/seller-signup', {
        formData: { username: 'Mina', phone: '9111111113', password: 'abcd', confirmPassword: 'abce' },
      });
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors).toContainEqual({ path: 'formData.confirmPassword', message: 'Passwords do not match. ❌' });
      expect(await rowCount(sellers)).toBe(before);
    });

    it('refuses a duplicate phone and a wrong password', async () => {
      await sellerToken('9111111114');
      const dup = await post('/api/auth/seller-signup', { formData: { username: 'B', phone: '9111111114', password: 'abcd', confirmPassword: 'abcd' } });
      expect(dup.statusCode).toBe(409);
      const wrong = await post('/api/auth/seller-login', { phone: '9111111114', password: 'nope' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.cookies.find((c) => c.name === 'token')).toBeUndefined();
    });

    it('guards getSellerDetails: 401 without a token, 403 for a customer', async () => {
      expect((await get('/api/auth/getSellerDetails')).statusCode).toBe(401);
      const customer = await signUpCustomer('9800000020');
      expect((await get('/api/auth/getSellerDetails', bearer(customer.token))).statusCode).toBe(403);
    });
  });

  describe('admins: e-mail, password and secret key', () => {
    const admin = { name: 'Root', email: 'Root@Nukkad.Local', password: 'admin-pass' };

    it('needs the secret key to sign up and to log in', async () => {
      const before = await rowCount(admins);
      const wrongKey = await post('/api/admin/signup', { ...admin, secretKey: 'guess' });
      expect(wrongKey.statusCode).toBe(403);
      expect(await rowCount(admins)).toBe(before);
      const ok = await post('/api/admin/signup', { ...admin, secretKey: t.config.adminSecretKey });
      expect(json(ok)).toMatchObject({ success: true, message: 'Account created successfully! Redirecting to login...' });
      const badLogin = await post('/api/admin/login', { email: admin.email, password: admin.password, secretKey: 'guess' });
      expect(badLogin.statusCode).toBe(401);
      expect(json<AnyReply>(badLogin).message).toBe('Invalid credentials or server error');
      const login = await post('/api/admin/login', { email: 'root@nukkad.local', password: admin.password, secretKey: t.config.adminSecretKey });
      expect(login.statusCode).toBe(200);
      const me = await get('/api/admin/me', bearer(json<AnyReply>(login).token));
      expect(json(me)).toMatchObject({ admin: { name: 'Root', email: 'root@nukkad.local' } });
    });

    it('logout clears the cookie and revokes the session', async () => {
      await post('/api/admin/signup', { name: 'Out', email: 'out@nukkad.local', password: 'admin-pass', secretKey: t.config.adminSecretKey });
      const login = await post('/api/admin/login', { email: 'out@nukkad.local', password: 'admin-pass', secretKey: t.config.adminSecretKey });
      const token = json<AnyReply>(login).token as string;
      const cookie = login.cookies.find((c) => c.name === 'token')!.value;
      expect((await get('/api/admin/me', bearer(token))).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', cookies: { token: cookie } });
      expect(out.statusCode).toBe(200);
      expect(json(out)).toEqual({ success: true, message: 'Logged out' });
      expect(out.cookies.find((c) => c.name === 'token')?.value).toBe('');
      expect((await get('/api/admin/me', bearer(token))).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', cookies: { token: cookie } })).statusCode).toBe(401);
      const row = (await t.database.db.select().from(admins).where(eq(admins.email, 'out@nukkad.local')))[0]!;
      expect(row.tokenVersion).toBe(1);
      // Logging in again gives a working session.
      const again = await post('/api/admin/login', { email: 'out@nukkad.local', password: 'admin-pass', secretKey: t.config.adminSecretKey });
      expect((await get('/api/admin/me', bearer(json<AnyReply>(again).token))).statusCode).toBe(200);
    });

    it('refuses a malformed e-mail and guards /me', async () => {
      const res = await post('/api/admin/signup', { ...admin, email: 'not-an-email', secretKey: t.config.adminSecretKey });
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors[0].path).toBe('email');
      expect((await get('/api/admin/me')).statusCode).toBe(401);
      expect((await get('/api/admin/me', bearer(await sellerToken('9111111115')))).statusCode).toBe(403);
    });
  });

  describe('delivery partners: phone, password and secret key', () => {
    it('signs up with the secret key, logs in and reads only its own figures', async () => {
      const wrongKey = await post('/api/delivery/signup', { username: 'Sunil', phone: '9222222221', password: 'ride', secretKey: 'x' });
      expect(wrongKey.statusCode).toBe(403);
      const ok = await post('/api/delivery/signup', { username: 'Sunil', phone: '9222222221', password: 'ride', secretKey: t.config.deliverySecretKey });
      expect(json(ok)).toMatchObject({ success: true, message: 'Account created successfully' });
      const login = json<AnyReply>(await post('/api/delivery/login', { phone: '9222222221', password: 'ride' }));
      const me = json<AnyReply>(await get('/api/delivery/me', bearer(login.token)));
      expect(me.deliveryBoy).toMatchObject({ name: 'Sunil', phone: '9222222221', isAvailable: true, outstandingAmount: 0 });
      const stats = await get(`/api/delivery/orders/${me.deliveryBoy._id}`, bearer(login.token));
      expect(json(stats)).toMatchObject({ success: true, pendingOrders: 0, commission: 0, outstandingAmount: 0 });
      const other = await get('/api/delivery/orders/00000000-0000-4000-8000-000000000000', bearer(login.token));
      expect(other.statusCode).toBe(403);
    });

    it("carries the partner's id in the token payload as id, beside sub; other roles' tokens do not", async () => {
      await post('/api/delivery/signup', { username: 'Mohan', phone: '9222222241', password: 'ride', secretKey: t.config.deliverySecretKey });
      const token = json<AnyReply>(await post('/api/delivery/login', { phone: '9222222241', password: 'ride' })).token as string;
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as AnyReply;
      const [deliveryPartner] = await t.database.db.select({ id: deliveryPartners.id }).from(deliveryPartners).where(eq(deliveryPartners.phone, '9222222241'));
      expect(payload).toMatchObject({ id: deliveryPartner!.id, sub: deliveryPartner!.id, role: 'delivery' });
      const seller = JSON.parse(Buffer.from((await sellerToken('9111111141')).split('.')[1]!, 'base64url').toString()) as AnyReply;
      expect(seller).not.toHaveProperty('id');
    });

    it('guards /me and /orders/{id}: 401 without a token or for an unknown subject, 400 naming a malformed id', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await get('/api/delivery/me')).statusCode).toBe(401);
      expect((await get(`/api/delivery/orders/${unknown}`)).statusCode).toBe(401);
      expect((await get('/api/delivery/orders/not-a-uuid')).statusCode).toBe(401);

      await post('/api/delivery/signup', { username: 'Ravi', phone: '9222222231', password: 'ride', secretKey: t.config.deliverySecretKey });
      const token = json<AnyReply>(await post('/api/delivery/login', { phone: '9222222231', password: 'ride' })).token as string;
      const malformed = await get('/api/delivery/orders/not-a-uuid', bearer(token));
      expect(malformed.statusCode).toBe(400);
      expect(json<AnyReply>(malformed).errors.map((e: AnyReply) => e.path)).toContain('deliveryBoyId');

      // A well-formed token whose subject is no partner any more.
      const deliveryPartnerId = json<AnyReply>(await get('/api/delivery/me', bearer(token))).deliveryBoy._id as string;
      await t.database.db.delete(deliveryPartners).where(eq(deliveryPartners.id, deliveryPartnerId));
      expect((await get('/api/delivery/me', bearer(token))).statusCode).toBe(401);
      expect((await get(`/api/delivery/orders/${deliveryPartnerId}`, bearer(token))).statusCode).toBe(401);
    });

    it('refuses a phone longer than 10 digits and a customer token', async () => {
      const res = await post('/api/delivery/signup', { username: 'A', phone: '92222222210', password: 'ride', secretKey: t.config.deliverySecretKey });
      expect(res.statusCode).toBe(400);
      const customer = await signUpCustomer('9800000030');
      expect((await get('/api/delivery/me', bearer(customer.token))).statusCode).toBe(403);
    });
  });
});

describe('system routes', () => {
  it('health checks the database; the dev outbox is absent in production', async () => {
    const t = await buildTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-length',
      ADMIN_SECRET_KEY: 'admin-key-of-16-chars',
      DELIVERY_SECRET_KEY: 'rider-key-of-16-chars',
      OTP_PEPPER: 'production-pepper',
      SMS_API_URL: 'http://127.0.0.1:9/sms',
      SMS_API_KEY: 'k',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'rzp-secret',
      RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret',
      VAPID_PUBLIC_KEY: 'BHhGHxGWjBPY2ymMU2UfmGV8Jqr6P8ewqgL5lIR2DkRhhCBxaFLLHQ02jRL9-oqbbcToAkgu5YsWZZcvSVmKICg',
      VAPID_PRIVATE_KEY: 'CEq8aAIypx_CgdqoDMzDEZ_mpnxPPkoK3Ojf_2FExGk',
      VAPID_SUBJECT: 'mailto:ops@nukkad.example',
    });
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(json(health)).toEqual({ success: true, status: 'ok', database: 'up' });
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('the dev outbox answers only this machine, judged by the connection, never a forwarded header', async () => {
    const t = await buildTestApp();
    try {
      const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect({ local, status: (await outbox(local)).statusCode }).toEqual({ local, status: 200 });
      }
      for (const remote of ['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', 'fe80::1']) {
        const res = await outbox(remote, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
        expect({ remote, status: res.statusCode }).toEqual({ remote, status: 404 });
        expect(res.body).not.toContain('messages');
      }
    } finally {
      await t.close();
    }
  });

  it('never leaks internals on a server error', async () => {
    const t = await buildTestApp();
    await t.database.close();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/home/get-popular-shops' });
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({ success: false, message: 'Something went wrong. Please try again later.' });
    } finally {
      await t.close();
    }
  });
});

describe('the public settings', () => {
  it('tell the apps the delivery origin, area, map tiles and payment provider, and no secret', async () => {
    const t = await buildTestApp({ SHOP_ORIGIN_LAT: '19.076', SHOP_ORIGIN_LNG: '72.8777', MAX_DELIVERY_KM: '30' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body).toMatchObject({ shopOrigin: { lat: 19.076, lng: 72.8777 }, maxDeliveryKm: 30, paymentProvider: 'test' });
      expect(body.mapTiles.url).toContain('{z}');
      expect(res.body).not.toContain(t.config.jwtSecret);
      expect(res.body).not.toMatch(/secret/i);
    } finally {
      await t.close();
    }
  });
});
