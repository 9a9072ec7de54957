import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BY_HOST_LABEL } from './app/web-apps';
import { cspDirectives } from './external';
import { buildTestApp, type TestApp } from '../testing/test-app';

// The pages run under script-src 'self': a script written into the HTML itself (a theme bootstrap, a service-worker
// registration) would be blocked in the browser, so every script must be a file of the app's own origin.

const appsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mapTiles = {
  url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  darkUrl: 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png',
  attribution: '&copy; OpenStreetMap contributors',
};
/** Data blocks the browser never runs, so the policy does not apply to them. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

/** What in a page would run without being a file: script elements with a body, event-handler attributes, javascript: links. */
function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const [whole, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && DATA_TYPES.has(type)) continue;
    if (body!.trim() !== '' || !/\bsrc\s*=/i.test(attributes!)) found.push(whole.slice(0, 120));
  }
  for (const [handler] of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)) found.push(handler.slice(0, 120));
  for (const [link] of html.matchAll(/\b(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(link);
  return found;
}

describe('scripts only from files: the pages and the policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds inline code where there is some (the check itself can fail)', () => {
    expect(inlineCode('<script>localStorage.theme && document.documentElement.classList.add("dark")</script>')).toHaveLength(1);
    expect(inlineCode('<script type="module">import "/x.js"</script>')).toHaveLength(1);
    expect(inlineCode('<script id="register-sw">navigator.serviceWorker.register("/sw.js")</script>')).toHaveLength(1);
    expect(inlineCode('<body onload="start()">')).toHaveLength(1);
    expect(inlineCode('<a href="javascript:void(0)">x</a>')).toHaveLength(1);
    const files = '<script type="module" crossorigin src="/assets/index.js"></script><script src="/registerSW.js" defer></script>';
    expect(inlineCode(files)).toEqual([]);
    expect(inlineCode('<script type="application/ld+json">{"@type":"Organization"}</script>')).toEqual([]);
  });

  it("has no inline script in any app's page, as written and as built (where a build is present)", () => {
    const pages = Object.values(APP_BY_HOST_LABEL).flatMap(({ dir }) => [
      path.join(appsRoot, dir, 'index.html'),
      ...[path.join(appsRoot, dir, 'dist', 'index.html')].filter((built) => existsSync(built)),
    ]);
    expect(pages.length).toBeGreaterThanOrEqual(Object.keys(APP_BY_HOST_LABEL).length);
    const inline = Object.fromEntries(pages.map((page) => [path.relative(appsRoot, page), inlineCode(readFileSync(page, 'utf8'))]));
    expect(inline).toEqual(Object.fromEntries(Object.keys(inline).map((page) => [page, []])));
  });

  it("allows scripts from the page's own origin (and Razorpay's checkout), never inline or evaluated", () => {
    const providers = [
      { provider: 'test' as const, keySecret: 'secret', webhookSecret: 'webhook-secret', webhookDelayMs: 0 },
      { provider: 'razorpay' as const, keyId: 'rzp_test', keySecret: 'secret', webhookSecret: 'webhook-secret' },
    ];
    for (const payment of providers) {
      for (const isProduction of [false, true]) {
        const { scriptSrc, defaultSrc } = cspDirectives({ mapTiles, payment, isProduction });
        expect(scriptSrc[0]).toBe("'self'");
        for (const source of [...scriptSrc, ...defaultSrc]) {
          expect(source).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|^data:|^blob:|^\*$|^https?:$/);
        }
      }
    }
  });

  it('sends that policy with the pages, and the landing page it writes itself has no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'nukkad.test' } });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(inlineCode(res.body)).toEqual([]);
  });
});
