// `npm run bench:web`: Lighthouse (mobile profile) on four screens of the built apps, served by the real server on a
// throw-away embedded database with the demo data: the customer home, a shop, the cart of the signed-in demo customer
// with items in it, and the signed-in demo seller's dashboard. Prints performance, accessibility and LCP against the
// goals. A benchmark, not a test: it always exits 0 once it has run (`--no-build` skips the cached build step).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, findChromium } from '../chromium.mjs';
import { buildApps, root } from '../run.mjs';

/** What each screen should reach on Lighthouse's mobile profile. */
export const GOALS = { performance: 95, accessibility: 100, lcpMs: 1500 };

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** The demo accounts of the seed (libs/contracts/src/demo-accounts.ts) and the keys the apps keep their sign-in marker under. */
const DEMO = { customerPhone: '9876543210', sellerPhone: '9000000001', sellerPassword: 'seller123' };
const MARKERS = { shop: 'nukkad.customer.session', seller: 'nukkad.seller.session' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The server as `npm start` runs it, on an embedded database of its own with the demo data; resolves once it answers. */
async function startServer(port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nukkad-web-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it answered`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) }).then((res) => res.ok, () => false);
    if (up) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health within 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A JSON call made from the page, so the session cookie lands in the browser exactly as the app's own login sets it. */
async function call(page, method, apiPath, body) {
  const reply = await page.evaluate(
    async ({ method, apiPath, body }) => {
      const res = await fetch(`/api${apiPath}`, {
        method,
        credentials: 'include',
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, apiPath, body },
  );
  if (reply.status >= 400) throw new Error(`${method} /api${apiPath} answered ${reply.status}: ${JSON.stringify(reply.json)}`);
  return reply.json;
}

/** Opens a plain file of the app's origin (not the app) so storage and cookies can be set before Lighthouse loads it. */
async function onOrigin(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}/manifest.webmanifest`);
  return page;
}

/** The demo customer signed in (one-time code from the development outbox) with a food and a grocery item in the carts. */
async function customerWithCart(page) {
  await call(page, 'POST', '/auth/send-otp', { formData: { phone: DEMO.customerPhone } });
  const outbox = await call(page, 'GET', `/dev/outbox?phone=${DEMO.customerPhone}`);
  const code = outbox.messages?.[0]?.code;
  if (!code) throw new Error('no one-time code reached the development outbox');
  await call(page, 'POST', '/auth/user-login', { phone: DEMO.customerPhone, otp: code });
  await page.evaluate((key) => globalThis.localStorage.setItem(key, '1'), MARKERS.shop);
  const { products } = await call(page, 'GET', '/home/get-popular-products');
  const food = products.find((p) => p.inStock && p.shopIsOpen && p.shopType === 'Restaurant');
  const grocery = products.find((p) => p.inStock && p.shopIsOpen && p.shopType === 'Grocery');
  for (const [product, cartKey] of [
    [food, 'foodCart'],
    [grocery, 'groceryCart'],
  ]) {
    if (product) await call(page, 'POST', '/cart/addToCart', { productId: product._id, cartKey });
  }
}

async function sellerSignedIn(page) {
  await call(page, 'POST', '/auth/seller-login', { phone: DEMO.sellerPhone, password: DEMO.sellerPassword });
  await page.evaluate((key) => globalThis.localStorage.setItem(key, '1'), MARKERS.seller);
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));

/**
 * Lighthouse's mobile profile slows the CPU 4× as if run on a fast desktop; on a slower or busier machine that
 * overstates blocking time. WEB_BENCH_CPU_SLOWDOWN sets another factor (the printed benchmark index helps choose it).
 */
const cpuSlowdown = Number(process.env.WEB_BENCH_CPU_SLOWDOWN) || undefined;

/** One Lighthouse run (mobile profile, simulated throttling) of `url` in `page`'s tab; a run whose trace broke is tried once more. */
async function audit(page, url, attempt = 1) {
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  if (cpuSlowdown) flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
  const result = await lighthouse(url, flags, undefined, page);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError && attempt === 1) return audit(page, url, 2);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const failing = (categoryId) =>
    (lhr.categories[categoryId]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && !['informative', 'notApplicable'].includes(a.scoreDisplayMode))
      .map((a) => (a.displayValue ? `${a.title} (${a.displayValue})` : a.title));
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    findings: [...failing('performance'), ...failing('accessibility')],
  };
}

/** The results as a table, each figure against its goal. */
export function formatTable(rows, goals = GOALS) {
  const mark = (ok) => (ok ? 'ok' : 'MISS');
  const seconds = (ms) => (ms == null ? '–' : (ms / 1000).toFixed(2));
  const cells = rows.map((r) =>
    r.error
      ? [r.name, 'error', '', '', r.error]
      : [
          r.name,
          `${r.performance ?? '–'} ${mark((r.performance ?? 0) >= goals.performance)}`,
          `${r.accessibility ?? '–'} ${mark((r.accessibility ?? 0) >= goals.accessibility)}`,
          r.lcpMs == null ? '–' : `${(r.lcpMs / 1000).toFixed(2)} s ${mark(r.lcpMs <= goals.lcpMs)}`,
          `FCP ${seconds(r.fcpMs)} s, TBT ${r.tbtMs == null ? '–' : Math.round(r.tbtMs)} ms, CLS ${r.cls == null ? '–' : r.cls.toFixed(3)}`,
        ],
  );
  const header = [
    'page',
    `performance (≥${goals.performance})`,
    `accessibility (${goals.accessibility})`,
    `LCP (≤${goals.lcpMs / 1000} s)`,
    'also',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('[bench:web] building the web apps (cached when unchanged)…');
    if ((await buildApps()) !== 0) throw new Error('the web apps failed to build');
  }
  const port = Number(process.env.WEB_BENCH_PORT) || (await freePort());
  const server = await startServer(port);
  const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const shop = `http://shop.localhost:${port}`;
  const seller = `http://seller.localhost:${port}`;
  const rows = [];
  try {
    const { shops } = await (await fetch(`http://127.0.0.1:${port}/api/home/get-popular-shops`)).json();
    const shopId = shops?.[0]?._id;
    const screens = [
      { name: 'customer home', url: `${shop}/` },
      { name: 'shop page', url: shopId ? `${shop}/shop/${encodeURIComponent(shopId)}` : null },
      { name: 'cart (signed in)', url: `${shop}/cart`, prepare: customerWithCart },
      { name: 'seller dashboard', url: `${seller}/seller`, prepare: sellerSignedIn },
    ];
    for (const screen of screens) {
      if (!screen.url) {
        rows.push({ name: screen.name, error: 'no shop in the demo data' });
        continue;
      }
      const page = await onOrigin(browser, new URL(screen.url).origin);
      try {
        await screen.prepare?.(page);
        console.log(`[bench:web] Lighthouse: ${screen.name} (${screen.url})`);
        rows.push({ name: screen.name, ...(await audit(page, screen.url)) });
      } catch (err) {
        rows.push({ name: screen.name, error: err.message });
      } finally {
        await page.close().catch(() => undefined);
      }
    }
  } finally {
    await browser.disconnect().catch(() => undefined);
    chrome.kill();
    await server.stop();
  }
  const version = rows.find((r) => r.lighthouseVersion)?.lighthouseVersion ?? '?';
  const indexes = rows.map((r) => r.benchmarkIndex).filter((i) => i != null);
  const benchmark = indexes.length ? `, benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}` : '';
  console.log(
    `\nLighthouse ${version}, mobile profile, simulated throttling, CPU slowdown ${cpuSlowdown ?? 4}×${benchmark}; ` +
      `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs\n`,
  );
  console.log(formatTable(rows));
  for (const r of rows) {
    if (r.error || (r.findings.length === 0 && !r.lcpElement)) continue;
    console.log(`\n${r.name}: LCP element ${r.lcpElement ?? '–'}`);
    for (const finding of r.findings) console.log(`  - ${finding}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'tools/bench/web-bench.mjs')) {
  await main().catch((err) => {
    console.error(`[bench:web] ${err.stack ?? err.message}`);
    process.exitCode = 1;
  });
}
