import { Writable } from 'node:stream';
import { IllegalTransitionError } from '@nukkad/contracts';
import { foodDeliveryChargePaise } from '@nukkad/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customers, oneTimeCodes, sellers } from '../../db/schema';
import { serverOptions } from '../../server-options';
import { hashPassword } from '../../modules/accounts/passwords';
import { buildTestServer, type TestApp } from '../../testing/test-app';
import { json } from '../../testing/test-app';

describe('one error handler: no domain error becomes a 500', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await buildTestServer({
      routes: (app) => {
        const open = { config: { access: 'public' as const } };
        app.post('/test/illegal-move', open, async () => {
          throw new IllegalTransitionError('Delivered', 'Processing', 'seller');
        });
        app.post('/test/price', open, async () => ({ paise: foodDeliveryChargePaise(-3) }));
        app.post('/test/bug', open, async () => {
          throw new Error('internal detail');
        });
        const card = { schema: { response: { 200: z.object({ name: z.string(), price: z.number().nullable(), note: z.string().optional() }) } }, ...open };
        app.post('/test/reply-off-schema', card, async () => ({ name: 'Chai', price: '20' }) as never);
        app.post('/test/reply-with-more', card, async () => ({ secret: 'hash', price: null, name: 'Chai "Kadak"', note: undefined }));
      },
    });
  });
  afterAll(() => s.close());

  it('maps an illegal status change to 409 with its message', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/test/illegal-move' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ success: false, message: 'Illegal status change for seller: Delivered → Processing' });
  });

  it("maps pricing's RangeError to 400", async () => {
    const res = await s.app.inject({ method: 'POST', url: '/test/price' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ success: false, message: 'The amounts or distance given cannot be priced.' });
  });

  it("keeps Fastify's own RangeErrors at their status: a body over the limit is 413, not a pricing error", async () => {
    const res = await s.app.inject({ method: 'POST', url: '/test/price', payload: { filler: 'x'.repeat(1_100_000) } });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ success: false });
    expect(json<{ message: string }>(res).message).not.toContain('priced');
  });

  it('checks every reply against its schema: one off it is a masked 500, one with more sends only the schema’s fields', async () => {
    const off = await s.app.inject({ method: 'POST', url: '/test/reply-off-schema' });
    expect(off.statusCode).toBe(500);
    expect(off.body).not.toContain('Chai');
    const more = await s.app.inject({ method: 'POST', url: '/test/reply-with-more' });
    expect(more.statusCode).toBe(200);
    expect(more.body).toBe('{"name":"Chai \\"Kadak\\"","price":null}');
  });

  it('still masks any other error as a 500', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/test/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('internal detail');
  });
});

describe('the log never holds secrets', () => {
  let s: TestApp;
  let log = '';
  const SECRET_PARAM = 'secret-param-5f1e9c';
  let passwordHash: string;
  const codeHash = 'ab'.repeat(32);
  const post = (url: string, payload: object) => s.app.inject({ method: 'POST', url, payload, remoteAddress: '127.0.0.1' });

  beforeAll(async () => {
    passwordHash = await hashPassword('a-password');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    s = await buildTestServer({
      fastify: (config) => {
        const options = serverOptions(config);
        return { ...options, logger: { ...options.logger, level: 'trace', stream } };
      },
      routes: (app) => {
        const open = { config: { access: 'public' as const } };
        const db = () => s.database.db;
        // Each fails inside the database with the secret among its parameters.
        app.post('/test/failed-select', open, async (request) => {
          const { value } = request.body as { value: string };
          return db().select().from(customers).where(eq(customers.id, value));
        });
        app.post('/test/failed-insert', open, async () => {
          await db().insert(sellers).values({ id: 'not-a-uuid', username: 'x', phone: '9000000999', passwordHash });
        });
        app.post('/test/failed-code', open, async () => {
          await db()
            .insert(oneTimeCodes)
            .values({ id: 'not-a-uuid', phone: '9000000999', purpose: 'login', codeHash, expiresAt: new Date(), requestedIp: '1' });
        });
      },
    });
  });
  afterAll(() => s.close());

  it('logs failed queries without their parameters, and sign-ups and logins without hashes', async () => {
    expect((await post('/test/failed-select', { value: SECRET_PARAM })).statusCode).toBe(500);
    expect((await post('/test/failed-insert', {})).statusCode).toBe(500);
    expect((await post('/test/failed-code', {})).statusCode).toBe(500);

    const seller = { username: 'Ravi', phone: '9111110001', password: 'pass1234' };
    await post('/api/auth/seller-signup', { formData: { ...seller, confirmPassword: seller.password } });
    expect((await post('/api/auth/seller-login', { phone: seller.phone, password: seller.password })).statusCode).toBe(200);
    await post('/api/auth/send-otp', { formData: { phone: '9800000601', username: 'Asha' } });
    const outbox = json<{ messages: { code: string }[] }>(await s.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=9800000601' }));
    expect((await post('/api/auth/user-signup', { formData: { phone: '9800000601', username: 'Asha' }, otp: outbox.messages[0]!.code })).statusCode).toBe(200);
    await post('/api/delivery/signup', { username: 'Sunil', phone: '9222220001', password: 'ride', secretKey: s.config.deliverySecretKey });
    expect((await post('/api/delivery/login', { phone: '9222220001', password: 'ride' })).statusCode).toBe(200);

    const storedCodeHashes = (await s.database.db.select({ h: oneTimeCodes.codeHash }).from(oneTimeCodes)).map((r) => r.h);
    expect(storedCodeHashes.length).toBeGreaterThan(0);

    // Nothing that must stay secret...
    expect(log).toContain('request failed');
    expect(log).not.toContain(SECRET_PARAM);
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain(codeHash);
    for (const hash of storedCodeHashes) expect(log).not.toContain(hash);
    // ...yet what helps: the SQL and the SQLSTATE.
    expect(log).toContain('22P02');
    expect(log).toContain('insert into \\"sellers\\"');
  });
});
