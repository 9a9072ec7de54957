import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

describe('serving the four apps by host', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dist = path.join(process.env.TMPDIR ?? '/tmp', `nukkad-dist-${process.pid}-${Date.now()}`);
    for (const app of ['customer-web', 'seller-web', 'admin-web', 'delivery-web']) {
      await mkdir(path.join(dist, app, 'assets'), { recursive: true });
      await writeFile(path.join(dist, app, 'index.html'), `<!doctype html><title>${app}</title>`);
      await writeFile(path.join(dist, app, 'assets', 'main-abc123.js'), `console.log('${app}')`);
      await writeFile(path.join(dist, app, 'service-worker.js'), '// sw');
    }
    t = await buildTestApp({ WEB_DIST_DIR: dist });
    await mkdir(path.join(t.dataDir, 'uploads', 'demo'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'demo', 'dosa.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => t.close());

  const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

  it('picks the app by the first label of the host, whatever the domain', async () => {
    expect((await get('shop.localhost:8080', '/')).body).toContain('<title>customer-web</title>');
    expect((await get('seller.nukkad.in', '/')).body).toContain('<title>seller-web</title>');
    expect((await get('admin.localhost', '/')).body).toContain('<title>admin-web</title>');
    expect((await get('rider.example.com', '/')).body).toContain('<title>delivery-web</title>');
  });

  it('falls back to index.html for app routes, so deep links and reloads work', async () => {
    const res = await get('shop.localhost', '/products/groceries/Dairy%20%26%20Eggs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>customer-web</title>');
    expect(res.headers['cache-control']).toContain('max-age=0');
  });

  it('serves hashed assets as immutable and the service worker as revalidated', async () => {
    const asset = await get('shop.localhost', '/assets/main-abc123.js');
    expect(asset.body).toContain("console.log('customer-web')");
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await get('seller.localhost', '/service-worker.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toContain('max-age=0');
  });

  it('answers 404 for a missing file, and never escapes the app folder', async () => {
    expect((await get('shop.localhost', '/assets/missing.js')).statusCode).toBe(404);
    const escape = await get('shop.localhost', '/../seller-web/index.html');
    expect(escape.body).not.toContain('seller-web');
  });

  it('shows a landing page linking to the four apps on the bare host', async () => {
    const res = await get('localhost:8080', '/');
    expect(res.headers['content-type']).toContain('text/html');
    for (const host of ['shop', 'seller', 'admin', 'rider']) expect(res.body).toContain(`${host}.localhost:8080`);
  });

  it('keeps /api as the API on every host, with JSON 404s', async () => {
    const health = await get('shop.localhost', '/api/health');
    expect(json(health)).toMatchObject({ success: true });
    const missing = await get('seller.localhost', '/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ success: false });
  });

  it('serves uploads on every host', async () => {
    const res = await get('shop.localhost', '/uploads/demo/dosa.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('publishes OpenAPI for the calls', async () => {
    const res = await get('localhost', '/api/docs/json');
    const doc = json<{ paths: Record<string, unknown> }>(res);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/send-otp', '/api/home/get-popular-products', '/api/common/search/{query}']),
    );
  });

  it('sets security headers', async () => {
    const res = await get('shop.localhost', '/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limiting', () => {
  it('limits sign-in calls per client with a plain 429', async () => {
    const t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const login = () =>
        t.app.inject({ method: 'POST', url: '/api/auth/seller-login', payload: { phone: '9000000000', password: 'x' }, remoteAddress: '10.1.1.1' });
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      const limited = await login();
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toMatchObject({ success: false, message: expect.stringMatching(/too many requests/i) });
    } finally {
      await t.close();
    }
  });
});
