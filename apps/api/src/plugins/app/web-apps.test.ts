import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

/** Well over the compression threshold, and as compressible as bytes get: sent as it is only because it is an image. */
const LARGE_WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), Buffer.alloc(16_384)]);

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
    // The build writes compressed copies beside its text files (tools/vite/precompress.ts).
    const vendor = `export const words = ${JSON.stringify('namaste '.repeat(400))};`;
    await writeFile(path.join(dist, 'customer-web', 'assets', 'vendor-def456.js'), vendor);
    await writeFile(path.join(dist, 'customer-web', 'assets', 'vendor-def456.js.br'), brotliCompressSync(vendor));
    await writeFile(path.join(dist, 'customer-web', 'assets', 'vendor-def456.js.gz'), gzipSync(vendor));
    t = await buildTestApp({ WEB_DIST_DIR: dist });
    await mkdir(path.join(t.dataDir, 'uploads', 'demo'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'demo', 'dosa.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const uploads = path.join(t.dataDir, 'uploads');
    await mkdir(path.join(uploads, '.hidden'), { recursive: true });
    await writeFile(path.join(uploads, 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    await writeFile(path.join(uploads, 'photo.webp'), 'RIFF....WEBP');
    await writeFile(path.join(uploads, 'large.webp'), LARGE_WEBP);
    await writeFile(path.join(uploads, 'evil.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await writeFile(path.join(uploads, 'page.html'), '<script>alert(1)</script>');
    await writeFile(path.join(uploads, 'page.htm'), '<script>alert(1)</script>');
    await writeFile(path.join(uploads, '.env'), 'JWT_SECRET=leak');
    await writeFile(path.join(uploads, '.hidden', 'photo.png'), 'hidden');
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

  it("sends an asset's compressed copy to a browser that accepts it, and the file itself to one that does not", async () => {
    const plain = await get('shop.localhost', '/assets/vendor-def456.js');
    const inject = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/vendor-def456.js', headers: { host: 'shop.localhost', 'accept-encoding': encoding } });
    const br = await inject('gzip, deflate, br');
    const gz = await inject('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [br, gz]) {
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    }
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

  it('answers unknown /api paths with a JSON 404 on every host, the landing host included, whatever the method or spelling', async () => {
    for (const host of ['localhost:8080', 'shop.localhost', 'admin.example.com']) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const) {
        for (const url of ['/api/nope', '/%61pi/nope', '/API/nope', '/api']) {
          const res = await t.app.inject({ method, url, headers: { host } });
          expect({ host, method, url, status: res.statusCode, type: res.headers['content-type'] }).toMatchObject({
            host,
            method,
            url,
            status: 404,
            type: expect.stringContaining('application/json'),
          });
          if (method !== 'HEAD') expect(json(res)).toMatchObject({ success: false });
        }
      }
    }
  });

  it('prints the host on the landing page only escaped', async () => {
    const res = await get('<script>alert(1)</script>', '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const quoted = await get('x"onmouseover="alert(1)', '/');
    expect(quoted.body).not.toContain('"onmouseover="');
  });

  it('serves uploads on every host', async () => {
    const res = await get('shop.localhost', '/uploads/photo.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('localhost', '/uploads/photo.webp')).headers['content-type']).toBe('image/webp');
  });

  it('serves uploads as immutable for a year: an upload never changes under its name', async () => {
    const res = await get('shop.localhost', '/uploads/photo.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never compresses an uploaded image again, whatever the browser takes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/large.webp', headers: { host: 'shop.localhost', 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(LARGE_WEBP.length);
  });

  it('serves from uploads only the image types uploads produce: never SVG, HTML or dotfiles', async () => {
    for (const url of [
      '/uploads/evil.svg',
      '/uploads/page.html',
      '/uploads/page.htm',
      '/uploads/.env',
      '/uploads/%2eenv',
      '/uploads/.hidden/photo.png',
      '/uploads/',
      '/uploads/demo/',
      '/uploads/demo/dosa.svg',
      '/uploads/demo/../evil.svg',
      '/uploads/demo/../page.html',
      '/demo-images/../evil.svg',
      '/demo-images/page.html',
    ]) {
      const res = await get('shop.localhost', url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it("serves the seeder's demo pictures sandboxed, so not even a crafted one could run script", async () => {
    const res = await get('shop.localhost', '/demo-images/dosa.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
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
