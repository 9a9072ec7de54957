import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeProducts, makeShop } from '../testing/fixtures';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { COMPRESS_THRESHOLD_BYTES, cspDirectives, securityHeaders, tileSource } from './external';

const mapTiles = {
  url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  darkUrl: 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png',
  attribution: '&copy; OpenStreetMap contributors',
};

describe('content security policy', () => {
  it('turns a tile URL template into the host source it loads from', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://tiles.example.in/{z}/{x}/{y}.png')).toBe('https://tiles.example.in');
    expect(tileSource('http://localhost:8081/{z}/{x}/{y}.png')).toBe('http://localhost:8081');
    expect(tileSource('https://a-{s}.maps.example.in/{z}/{x}/{y}.png')).toBe('https://*.maps.example.in');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('allows the configured tile hosts as images and nothing of Razorpay with the test provider', () => {
    const directives = cspDirectives({
      mapTiles: { ...mapTiles, url: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png' },
      payment: { provider: 'test', keySecret: 'secret', webhookSecret: 'webhook-secret', webhookDelayMs: 0 },
      isProduction: false,
    });
    expect(directives.imgSrc).toContain('https://*.tiles.example.in');
    expect(directives.imgSrc).toContain('https://*.basemaps.cartocdn.com');
    expect(directives.imgSrc).not.toContain('https://*.tile.openstreetmap.org');
    expect(JSON.stringify(directives)).not.toContain('razorpay');
    expect(directives).not.toHaveProperty('frameSrc');
  });

  it("allows Razorpay's checkout script and frame when Razorpay is the provider", () => {
    const directives = cspDirectives({ mapTiles, payment: { provider: 'razorpay', keyId: 'rzp_test', keySecret: 'secret', webhookSecret: 'webhook-secret' }, isProduction: true });
    expect(directives.scriptSrc).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(directives.frameSrc).toContain('https://api.razorpay.com');
    expect(directives.imgSrc).toContain('https://*.tile.openstreetmap.org');
  });
});

describe('securityHeaders', () => {
  it('records the headers helmet sets, once, with the given policy', () => {
    const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https://tiles.example.org'] } } });
    expect(headers['content-security-policy']).toContain('img-src \'self\' https://tiles.example.org');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('security headers on replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives JSON the headers of an API: nothing may run in it or frame it', async () => {
    for (const url of ['/api/app-config', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it("gives pages the apps' whole policy", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("keeps the page policy on a page's 304, whose headers the browser merges into the page it holds", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nukkad-dist-'));
    mkdirSync(path.join(dist, 'customer-web'));
    writeFileSync(path.join(dist, 'customer-web', 'index.html'), '<!doctype html><title>Shop</title>');
    const withApps = await buildTestApp({ WEB_DIST_DIR: dist });
    try {
      const host = 'shop.localhost';
      const first = await withApps.app.inject({ method: 'GET', url: '/orders', headers: { host } });
      expect(first.statusCode).toBe(200);
      const again = await withApps.app.inject({ method: 'GET', url: '/orders', headers: { host, 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await withApps.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('reply compression', () => {
  let t: TestApp;
  const popular = '/api/home/get-popular-products';
  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MS: '60000' });
    const shop = await makeShop(t.database.db, { name: 'Annapurna Kitchen', category: 'Restaurant' });
    await makeProducts(
      t.database.db,
      shop,
      Array.from({ length: 12 }, (_, i) => ({ name: `Thali number ${i + 1}`, pricePaise: 15_000 + i * 500, categories: ['Thali'], orderedCount: 20 - i })),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a large JSON reply in Brotli when the browser takes it, else gzip, else as it is', async () => {
    const plain = await get(popular);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get(popular, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await get(popular, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a reply under a kilobyte as it is, whatever the browser takes', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('still answers 304 to a browser holding the compressed reply, with no body to compress', async () => {
    const first = await get(popular, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(popular, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});
