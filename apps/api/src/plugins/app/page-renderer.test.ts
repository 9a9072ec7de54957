import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { withNonce } from './page-renderer';

const SHELL = '<!doctype html>\n<html lang="en">\n<head><title>Nukkad</title></head>\n<body><div id="root"></div></body>\n</html>';

/**
 * A stand-in for the customer app's server bundle: it renders what the path asks for, calls the API through the
 * transport it is given (as the real loaders do), fails on /broken and redirects /search.
 */
const FAKE_BUNDLE = `
import { Readable } from 'node:stream';
export async function renderPage({ url, cookies, nonce, transport }) {
  if (url === '/broken') throw new Error('a component threw while rendering');
  if (url === '/search') return { kind: 'redirect', status: 302, location: '/' };
  const health = await (await transport('/api/health', { method: 'GET', headers: { accept: 'application/json' } })).json();
  const theme = cookies['nukkad.customer.theme'] === 'dark' ? 'dark' : 'light';
  return {
    kind: 'page',
    status: url === '/missing' ? 404 : 200,
    theme,
    body: Readable.from(['<main>', 'Rendered ', url, ' (api ', health.status, ')</main><script nonce="' + nonce + '"></script>']),
    data: '<script type="application/json" id="page-data">{"theme":"' + theme + '"}</script>',
  };
}`;

describe('customer pages rendered on the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dist = path.join(process.env.TMPDIR ?? '/tmp', `nukkad-render-${process.pid}-${Date.now()}`);
    for (const app of ['customer-web', 'seller-web', 'admin-web', 'delivery-web']) {
      await mkdir(path.join(dist, app), { recursive: true });
      await writeFile(path.join(dist, app, 'index.html'), SHELL);
    }
    await mkdir(path.join(dist, 'customer-web-server'), { recursive: true });
    await writeFile(path.join(dist, 'customer-web-server', 'entry-server.js'), FAKE_BUNDLE);
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  const get = (host: string, url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

  it('puts the rendered page into #root and its data after it, calling the API in-process', async () => {
    const res = await get('shop.localhost', '/products/restaurants');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"><main>Rendered /products/restaurants (api ok)</main>');
    expect(res.body).toMatch(/<\/main><script nonce="[^"]+"><\/script><\/div><script type="application\/json" id="page-data">/);
    expect(res.body).toContain('<html lang="en" data-theme="light" style="color-scheme:light">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("allows only this response's nonce beside the policy's own scripts, never 'unsafe-inline'", async () => {
    const [first, second] = [await get('shop.localhost', '/'), await get('shop.localhost', '/')];
    const nonceOf = (body: string) => /<script nonce="([^"]+)">/.exec(body)![1]!;
    expect(nonceOf(first.body)).not.toBe(nonceOf(second.body));
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`script-src 'self' 'nonce-${nonceOf(first.body).replace(/[+/=]/g, '\\$&')}'(;|$)`));
    expect(/script-src ([^;]*)/.exec(policy)![1]).not.toContain('unsafe-inline');
  });

  it('renders in the theme the cookie names', async () => {
    const res = await get('shop.localhost', '/', 'nukkad.customer.theme=dark');
    expect(res.body).toContain('<html lang="en" data-theme="dark" style="color-scheme:dark">');
  });

  it("passes on the page's status and its redirects", async () => {
    expect((await get('shop.localhost', '/missing')).statusCode).toBe(404);
    const moved = await get('shop.localhost', '/search');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/');
  });

  it('sends the app shell when the render fails, so the browser renders the page alone', async () => {
    const res = await get('shop.localhost', '/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('a component threw');
  });

  it('renders only the customer app: the partner apps stay their shell', async () => {
    const res = await get('seller.localhost', '/seller');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Rendered');
  });
});

describe('withNonce', () => {
  it("adds the nonce to script-src only, wherever it stands in the policy", () => {
    expect(withNonce("default-src 'self';script-src 'self';style-src 'self'", 'abc')).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self'",
    );
    expect(withNonce("script-src 'self' https://checkout.example", 'n1')).toBe("script-src 'self' https://checkout.example 'nonce-n1'");
    expect(withNonce("default-src 'self';script-src-attr 'none';script-src 'self'", 'n2')).toBe(
      "default-src 'self';script-src-attr 'none';script-src 'self' 'nonce-n2'",
    );
  });
});
