import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'metrics-token-for-the-tests';

describe('GET /api/metrics', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => s.close());

  const scrape = (headers: Record<string, string> = bearer(TOKEN)) => s.app.inject({ method: 'GET', url: '/api/metrics', headers });

  it('answers only with the configured token, as if the route did not exist otherwise', async () => {
    expect((await scrape({})).statusCode).toBe(404);
    expect((await scrape(bearer('metrics-token-for-the-testz'))).statusCode).toBe(404);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(404);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("refuses an over-long Authorization header with 400 in the one error shape, not Fastify's own", async () => {
    const res = await scrape({ authorization: `Bearer ${'x'.repeat(600)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: expect.any(String),
      errors: [{ path: 'authorization', message: expect.any(String) }],
    });
    expect(res.body).not.toContain('FST_');
  });

  it('counts requests and their latency by route, with the process, stream and pool gauges', async () => {
    for (let i = 0; i < 3; i++) expect((await s.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: '/api/shop/getShopAndProducts/not-an-id' })).statusCode).toBe(400);
    const text = (await scrape()).body;
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 3');
    // By the route's pattern, not the path asked for.
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/shop/getShopAndProducts/:shopId",status_code="400"} 1');
    expect(text).not.toContain('route="/api/metrics"');
    expect(text).toContain('nukkad_event_streams_open 0');
    expect(text).toContain('# TYPE nukkad_db_pool_connections gauge');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    if (s.database.kind === 'postgres') expect(text).toMatch(/^nukkad_db_pool_connections\{state="total"\} [1-9]/m);
  });

  it('does not exist without a token configured', async () => {
    const other = await buildTestApp();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
