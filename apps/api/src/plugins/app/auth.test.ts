import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, deliveryPartners } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

/** An HS256 token signed with the app's own secret, with exactly the given claims. */
function signToken(secret: string, claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('sessions', () => {
  let t: TestApp;
  let customerId: string;
  let customerToken: string;
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await buildTestApp();
    const phone = '9800000501';
    await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { formData: { phone, username: 'Meera' } } });
    const { messages } = json<{ messages: { code: string }[] }>(await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` }));
    const signup = json<{ token: string; user: { _id: string } }>(
      await t.app.inject({ method: 'POST', url: '/api/auth/user-signup', payload: { formData: { phone, username: 'Meera' }, otp: messages[0]!.code } }),
    );
    customerId = signup.user._id;
    customerToken = signup.token;
  });
  afterAll(() => t.close());

  it('accepts a token signed with the right claims (the control for the cases below)', async () => {
    const token = signToken(t.config.jwtSecret, { sub: customerId, role: 'customer', ver: 0, exp: inOneHour() });
    expect((await get('/api/auth/getUser', token)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const token = signToken(t.config.jwtSecret, { sub: customerId, role: 'customer', ver: 0 });
    const res = await get('/api/auth/getUser', token);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ success: false });
  });

  it('refuses a token without a version, or of another version', async () => {
    expect((await get('/api/auth/getUser', signToken(t.config.jwtSecret, { sub: customerId, role: 'customer', exp: inOneHour() }))).statusCode).toBe(401);
    expect((await get('/api/auth/getUser', signToken(t.config.jwtSecret, { sub: customerId, role: 'customer', ver: 7, exp: inOneHour() }))).statusCode).toBe(401);
  });

  it('answers 401, never 500 or 404, for a subject that is malformed or unknown, on every role', async () => {
    const routes = { customer: '/api/auth/getUser', seller: '/api/auth/getSellerDetails', admin: '/api/admin/me', delivery: '/api/delivery/me' };
    for (const [role, url] of Object.entries(routes)) {
      for (const sub of ['not-a-uuid', "1' or '1'='1", UNKNOWN_ID]) {
        const res = await get(url, signToken(t.config.jwtSecret, { sub, role, ver: 0, exp: inOneHour() }));
        expect({ url, sub, status: res.statusCode }).toEqual({ url, sub, status: 401 });
      }
    }
  });

  it('answers 401 once the account behind a valid token is gone', async () => {
    const [deliveryPartner] = await t.database.db
      .insert(deliveryPartners)
      .values({ name: 'Gone', phone: '9222222500', passwordHash: 'x' })
      .returning();
    const token = signToken(t.config.jwtSecret, { sub: deliveryPartner!.id, role: 'delivery', ver: 0, exp: inOneHour() });
    expect((await get('/api/delivery/me', token)).statusCode).toBe(200);
    await t.database.db.delete(deliveryPartners).where(eq(deliveryPartners.id, deliveryPartner!.id));
    expect((await get('/api/delivery/me', token)).statusCode).toBe(401);
    expect((await get(`/api/delivery/orders/${deliveryPartner!.id}`, token)).statusCode).toBe(401);
  });

  it('logout revokes every token of the account and clears the cookie; a logout without a session changes nothing', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(anonymous.statusCode).toBe(200);
    const version = async () => (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0]!.tokenVersion;
    expect(await version()).toBe(0);

    const other = signToken(t.config.jwtSecret, { sub: customerId, role: 'customer', ver: 0, exp: inOneHour() });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(customerToken) });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect(await version()).toBe(1);
    expect((await get('/api/auth/getUser', customerToken)).statusCode).toBe(401);
    // Every token of that account, not only the one presented.
    expect((await get('/api/auth/getUser', other)).statusCode).toBe(401);
  });
});
