import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, devOutbox, rateLimitCounters } from '../db/schema';
import { buildReplicas, clearOfWindowEdge } from '../testing/test-app';
import { bearer, buildTestApp, json, type TestApp } from '../testing/test-app';

const MINUTE = 60_000;
const AUTH_LIMIT = 3;
const API_LIMIT = 5;

/** Signs a customer up through the API from `address`, reading the code from the dev outbox table. */
async function signUp(t: TestApp, phone: string, address: string) {
  const send = await t.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { formData: { phone, username: 'Asha' } }, remoteAddress: address });
  expect(send.statusCode).toBe(200);
  const [sms] = await t.database.db.select({ code: devOutbox.code }).from(devOutbox).where(eq(devOutbox.phone, phone));
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/user-signup', payload: { formData: { phone, username: 'Asha' }, otp: sms!.code }, remoteAddress: address });
  expect(res.statusCode).toBe(200);
  return json<{ token: string }>(res).token;
}
let identifiers = 0;
// A fresh identifier per try, so only the per-address limit is in play here, never the per-identifier one.
const sellerLogin = () => ({ phone: `90${String(++identifiers).padStart(8, '0')}`, password: 'wrong-password' });
const adminLogin = () => ({ email: `nobody${++identifiers}@example.com`, password: 'wrong', secretKey: 'guess' });

describe('sign-in limits follow the matched route, not the raw URL', () => {
  let t: TestApp;
  let address = 0;
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT) });
  });
  afterAll(() => t.close());

  const variants: [plain: string, disguised: string, payload: () => object][] = [
    ['/api/auth/seller-login', '/%61pi/auth/seller-login', sellerLogin],
    ['/api/auth/seller-login', '/api/auth/%73eller-login', sellerLogin],
    ['/api/auth/seller-login', '/%61%70%69/%61uth/seller-log%69n', sellerLogin],
    ['/api/admin/login', '/%61pi/admin/login', adminLogin],
    ['/api/admin/login', '/api/admin/%6Cogin', adminLogin],
  ];

  it('tells the counts with the refusal only', async () => {
    await clearOfWindowEdge(MINUTE);
    const alone = `10.41.1.${++address}`;
    const replies = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) replies.push(await post('/api/auth/seller-login', sellerLogin(), alone));
    expect(replies.map((r) => r.statusCode)).toEqual([...Array(AUTH_LIMIT).fill(401), 429]);
    expect(replies[0]!.headers['x-ratelimit-remaining']).toBeUndefined();
    const refused = replies.at(-1)!;
    expect(refused.headers['x-ratelimit-limit']).toBe(String(AUTH_LIMIT));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each(variants)('%s written as %s bites after the same number of tries', async (plain, disguised, payload) => {
    await clearOfWindowEdge(MINUTE);
    const alone = `10.40.1.${++address}`;
    const tries = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) tries.push((await post(disguised, payload(), alone)).statusCode);
    expect(tries).toEqual([...Array(AUTH_LIMIT).fill(401), 429]);

    // Plain and disguised tries share one count.
    const mixed = `10.40.2.${address}`;
    const shared = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) shared.push((await post(i % 2 ? disguised : plain, payload(), mixed)).statusCode);
    expect(shared).toEqual([...Array(AUTH_LIMIT).fill(401), 429]);
  });

  it.each(['//api/auth/seller-login', '/api//auth/seller-login', '/api/auth/seller-login/', '/API/auth/seller-login', '/api/auth/Seller-Login'])(
    '%s matches no sign-in route, so it can never check a password',
    async (url) => {
      const statuses = [];
      for (let i = 0; i < AUTH_LIMIT + 2; i++) statuses.push((await post(url, sellerLogin(), '10.40.3.1')).statusCode);
      expect(statuses).toEqual(Array(AUTH_LIMIT + 2).fill(404));
    },
  );

  it('sign-in calls count per address even with a session attached', async () => {
    await clearOfWindowEdge(MINUTE);
    const token = await signUp(t, '9400000010', '10.40.4.2');
    const statuses = [];
    for (let i = 0; i < AUTH_LIMIT; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/seller-login', payload: sellerLogin(), headers: bearer(token), remoteAddress: '10.40.4.1' });
      statuses.push(res.statusCode);
    }
    statuses.push((await post('/api/auth/seller-login', sellerLogin(), '10.40.4.1')).statusCode);
    expect(statuses).toEqual([...Array(AUTH_LIMIT).fill(401), 429]);
  });

  it('keeps sign-in counters in the database and writes none for catalogue reads', async () => {
    await t.database.db.delete(rateLimitCounters);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/home/get-popular-shops', remoteAddress: '10.40.5.1' })).statusCode).toBe(200);
    }
    const all = async () => (await t.database.db.select({ n: count() }).from(rateLimitCounters))[0]!.n;
    expect(await all()).toBe(0);
    await post('/api/auth/seller-login', sellerLogin(), '10.40.5.1');
    const [signIn] = await t.database.db
      .select({ n: count() })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'rl:POST /api/auth/seller-login:%'));
    expect(signIn!.n).toBe(1);
    expect(await all()).toBe(1);
  });
});

describe('signed-in traffic counts per account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: String(API_LIMIT) });
  });
  afterAll(() => t.close());

  const getUser = (headers: Record<string, string>, remoteAddress: string, cookies?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers, cookies, remoteAddress });

  it('two accounts behind one address each get the full allowance', async () => {
    const shared = '10.50.0.1';
    const first = await signUp(t, '9400000001', shared);
    const second = await signUp(t, '9400000002', shared);
    await clearOfWindowEdge(MINUTE);
    const statuses = async (send: () => Promise<{ statusCode: number }>) => {
      const out = [];
      for (let i = 0; i <= API_LIMIT; i++) out.push((await send()).statusCode);
      return out;
    };
    const allowed = [...Array(API_LIMIT).fill(200), 429];
    expect(await statuses(() => getUser(bearer(first), shared))).toEqual(allowed);
    expect(await statuses(() => getUser({}, shared, { token: second }))).toEqual(allowed);
    // Anonymous calls from that address have an allowance of their own.
    const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: shared });
    expect(health.statusCode).toBe(200);
  });

  it('a token that does not verify is counted under the address', async () => {
    const address = '10.50.0.2';
    const real = await signUp(t, '9400000003', '10.50.0.3');
    const forged = `${real.slice(0, real.lastIndexOf('.'))}.c2lnbmF0dXJl`;
    const health = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress: address });
    await clearOfWindowEdge(MINUTE);
    for (let i = 0; i < API_LIMIT; i++) expect((await health({})).statusCode).toBe(200);
    expect((await health(bearer(forged))).statusCode).toBe(429);
    expect((await health(bearer(real))).statusCode).toBe(200);
  });
});

describe('replicas share the sign-in limit', () => {
  it('two API instances on one database together admit no more than the limit', async () => {
    const replicas = await buildReplicas(2, { AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT) });
    try {
      await clearOfWindowEdge(MINUTE);
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          replicas.apps[i % 2]!.inject({ method: 'POST', url: '/api/auth/seller-login', payload: sellerLogin(), remoteAddress: '10.60.0.1' }),
        ),
      );
      const statuses = replies.map((r) => r.statusCode);
      expect(statuses.filter((s) => s !== 429)).toHaveLength(AUTH_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - AUTH_LIMIT);
    } finally {
      await replicas.close();
    }
  }, 60_000);
});

describe('carrier NAT: many customers behind one address', () => {
  it('200 customers from one address within 5 minutes each get their code and sign in under the default limits', async () => {
    // The defaults of both per-address limits, not the wide sign-in limit of the other tests.
    const t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Every request in one minute and one 15-minute window: the hardest case of "within 5 minutes".
      vi.setSystemTime(Date.UTC(2031, 5, 1, 19, 30, 5));
      const carrier = '100.64.0.1';
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: carrier });
      const phones = Array.from({ length: 200 }, (_, i) => `95${String(i).padStart(8, '0')}`);
      await t.database.db.insert(customers).values(phones.map((phone) => ({ name: 'Diner', phone })));
      for (const phone of phones) {
        expect((await post('/api/auth/send-otp', { formData: { phone } })).statusCode).toBe(200);
        const [sms] = await t.database.db.select({ code: devOutbox.code }).from(devOutbox).where(eq(devOutbox.phone, phone));
        const login = await post('/api/auth/user-login', { phone, otp: sms!.code });
        expect(login.statusCode).toBe(200);
      }

      // The per-phone limit stays strict behind the shared address: 3 codes per phone in the window.
      const again = [];
      for (let i = 0; i < 3; i++) again.push((await post('/api/auth/send-otp', { formData: { phone: phones[0] } })).statusCode);
      expect(again).toEqual([200, 200, 429]);
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  }, 120_000);
});
