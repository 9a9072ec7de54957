import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptions } from './server-options';
import { buildTestServer, type TestApp } from './testing/test-app';
import { json } from './testing/test-app';

/** The real server's options, with a public test-only route that echoes the client address Fastify settled on. */
const echoServer = (env: Record<string, string> = {}) =>
  buildTestServer({
    env,
    fastify: (config) => ({ ...serverOptions(config), logger: false }),
    routes: (app) => {
      app.get('/test/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip }));
    },
  });

describe('client address behind proxies', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await echoServer();
  });
  afterAll(() => s.close());

  const ipSeen = async (remoteAddress: string, forwardedFor?: string) =>
    json<{ ip: string }>(
      await s.app.inject({
        method: 'GET',
        url: '/test/ip',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      }),
    ).ip;

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await ipSeen('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await ipSeen('10.0.0.7', '127.0.0.1')).toBe('10.0.0.7');
  });

  it('believes the loopback proxy by default, and only its own hop', async () => {
    expect(await ipSeen('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeen('::1', '198.51.100.2')).toBe('198.51.100.2');
    // A client cannot pass itself off as someone else by prepending addresses.
    expect(await ipSeen('127.0.0.1', '192.0.2.66, 198.51.100.3')).toBe('198.51.100.3');
  });

  it('trusts exactly the configured proxies', async () => {
    const other = await echoServer({ TRUSTED_PROXIES: '10.0.0.0/8' });
    try {
      const seen = async (remoteAddress: string) =>
        json<{ ip: string }>(
          await other.app.inject({ method: 'GET', url: '/test/ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.4' } }),
        ).ip;
      expect(await seen('10.20.30.40')).toBe('198.51.100.4');
      expect(await seen('127.0.0.1')).toBe('127.0.0.1');
    } finally {
      await other.close();
    }
  });
});

describe("the router's own refusals", () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await echoServer();
  });
  afterAll(() => s.close());

  it('answers a path whose percent-encoding does not decode with 400 in the one error shape, naming no framework code', async () => {
    for (const url of ['/api/shop/getShopAndProducts/%ZZ', '/api/admin/seller/%E0%A4%A/products']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ success: false, message: 'The address is not valid.' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
