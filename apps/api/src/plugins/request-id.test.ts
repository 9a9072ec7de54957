import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptions } from '../server-options';
import { buildTestServer, type TestApp } from '../testing/test-app';

/** The real server's options, its JSON log lines collected. */
describe('request ids', () => {
  let s: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    s = await buildTestServer({
      env: { LOG_LEVEL: 'info' },
      fastify: (config) => {
        const options = serverOptions(config);
        return { ...options, logger: { ...options.logger, stream } };
      },
    });
  });
  afterAll(() => s.close());

  it("carries the proxy's X-Request-Id into every log line of the request and into the reply", async () => {
    const id = '0b5e7a0e-5d1c-4c1e-9f57-3f1f2a3b4c5d';
    const res = await s.app.inject({ method: 'GET', url: '/api/shop/getShopAndProducts/not-an-id', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes up an id when there is none, or when the header is not one', async () => {
    const none = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await s.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'two words\n{"level":60}' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((l) => String(l.reqId).includes(' '))).toBe(false);
  });
});
