import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { cspDirectives, securityHeaders, tileSource } from './external';

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
