// `npm run bench:web`: Lighthouse (mobile profile) on nine screens of the built apps, served by the real server on a
// throw-away embedded database with the demo data: five customer pages signed out, the signed-in demo customer's cart
// with items in it, and the signed-in seller's, admin's and rider's dashboards; plus a control, the customer home's
// rendered HTML with no script at all. Each screen runs WEB_BENCH_RUNS times (3) and the median run is printed against
// its budget. A benchmark, not a test: it always exits 0 once it has run (`--no-build` skips the cached build step).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, findChromium } from '../chromium.mjs';
import { buildApps, root } from '../run.mjs';
import { formatBudgets, formatTable, medianRun } from './web-bench-table.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * The demo accounts of the seed (libs/contracts/src/demo-accounts.ts), the development admin key (apps/api/src/config.ts),
 * and a grocery category and a search word that have products in the demo catalogue (apps/api/src/seed/catalogue-data.ts).
 */
const DEMO = {
  customerPhone: '9876543210',
  seller: { phone: '9000000001', password: 'seller123' },
  admin: { email: 'admin@nukkad.local', password: 'admin123', secretKey: 'nukkad-admin' },
  rider: { phone: '9000000101', password: 'rider123' },
  groceryCategory: 'Vegetables',
  searchWord: 'biryani',
};
/** The keys the apps keep their sign-in marker under (each app's src/config). */
const MARKERS = {
  shop: 'nukkad.customer.session',
  seller: 'nukkad.seller.session',
  admin: 'nukkad.admin.session',
  rider: 'nukkad.delivery.session',
};

/** Lighthouse runs per screen; the median one is printed. WEB_BENCH_RUNS=1 gives a quick look. */
const RUNS = Number(process.env.WEB_BENCH_RUNS) || 3;
/** WEB_BENCH_SCREENS=seller,admin measures only the screens whose names contain one of these words. */
const ONLY = process.env.WEB_BENCH_SCREENS?.split(',').map((word) => word.trim()).filter(Boolean) ?? [];

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

/** Signs in through the app's own login route and sets its marker, as its login form does, so the dashboard opens directly. */
async function signedIn(page, loginPath, body, marker) {
  await call(page, 'POST', loginPath, body);
  await page.evaluate((key) => globalThis.localStorage.setItem(key, '1'), marker);
}

const sellerSignedIn = (page) => signedIn(page, '/auth/seller-login', DEMO.seller, MARKERS.seller);
const adminSignedIn = (page) => signedIn(page, '/admin/login', DEMO.admin, MARKERS.admin);
const riderSignedIn = (page) => signedIn(page, '/delivery/login', DEMO.rider, MARKERS.rider);

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

/**
 * The control's HTML: the page as the browser rendered it once the network went quiet, with every script (and every
 * link that would only fetch one) removed, the stylesheets inlined and image URLs made absolute.
 */
async function renderedWithoutScript(browser, url) {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    return await page.evaluate(async () => {
      const { document, location } = globalThis;
      const absolute = (ref, base) => new URL(ref, base).href;
      const absoluteSrcset = (srcset) =>
        srcset
          .split(',')
          .map((candidate) => {
            const [ref, ...descriptor] = candidate.trim().split(/\s+/);
            return [absolute(ref, location.href), ...descriptor].join(' ');
          })
          .join(', ');
      for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
        const css = await (await fetch(link.href)).text();
        const style = document.createElement('style');
        // An inlined sheet's url()s would resolve against the page, no longer against the sheet's own address.
        style.textContent = css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, _quote, ref) =>
          ref.startsWith('data:') ? whole : `url("${absolute(ref, link.href)}")`,
        );
        link.replaceWith(style);
      }
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) element.remove();
      for (const img of document.querySelectorAll('img[src]')) img.setAttribute('src', img.src);
      for (const element of document.querySelectorAll('img[srcset], source[srcset]')) element.setAttribute('srcset', absoluteSrcset(element.getAttribute('srcset')));
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** The control's HTML, gzipped when the browser takes it, as the app's own pages go. */
function sendHtml(req, res, html) {
  const gzipped = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(gzipped ? { 'content-encoding': 'gzip' } : {}) });
  res.end(gzipped ? zlib.gzipSync(html) : html);
}

/** Passes a request on to the app's server as if it had been made to the app's own host. */
function forward(req, res, app) {
  const upstream = http.request(
    { host: '127.0.0.1', port: app.port, path: req.url, method: req.method, headers: { ...req.headers, host: new URL(app.origin).host } },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/**
 * Serves the control's HTML at / from a tiny server of its own on a free port; every other request (images, fonts,
 * icons) goes on to the app, because the app's replies allow same-origin use only (Cross-Origin-Resource-Policy).
 */
async function serveControl(html, app) {
  let page = '';
  const server = http.createServer((req, res) => (req.url === '/' ? sendHtml(req, res, page) : forward(req, res, app)));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  page = html.replaceAll(app.origin, origin);
  return { url: `${origin}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The screens, in the order they run: the control right after the home it copies, so both meet the same conditions;
 * the cart after the signed-out customer pages, because it signs the customer in on the shop's host.
 */
const SCREENS = [
  { name: 'customer home', budget: 'customer', url: (site) => `${site.shop}/` },
  { name: 'control: home, no script', budget: 'customer', url: (site) => site.control },
  { name: 'grocery category', budget: 'customer', url: (site) => `${site.shop}/products/groceries/${encodeURIComponent(DEMO.groceryCategory)}` },
  { name: 'restaurants', budget: 'customer', url: (site) => `${site.shop}/products/restaurants` },
  { name: 'shop page', budget: 'customer', url: (site) => site.shopId && `${site.shop}/shop/${encodeURIComponent(site.shopId)}` },
  { name: 'search results', budget: 'customer', url: (site) => `${site.shop}/search/${encodeURIComponent(DEMO.searchWord)}` },
  { name: 'cart (signed in)', budget: 'customer', url: (site) => `${site.shop}/cart`, prepare: customerWithCart },
  { name: 'seller dashboard', budget: 'dashboard', url: (site) => `${site.seller}/seller`, prepare: sellerSignedIn },
  { name: 'admin dashboard', budget: 'dashboard', url: (site) => `${site.admin}/admin/dashboard`, prepare: adminSignedIn },
  { name: 'rider dashboard', budget: 'dashboard', url: (site) => `${site.rider}/delivery`, prepare: riderSignedIn },
];

/** A screen's RUNS Lighthouse runs in one tab, signed in once beforehand; the median run stands for the screen. */
async function measure(browser, screen, url) {
  const page = await onOrigin(browser, new URL(url).origin);
  try {
    await screen.prepare?.(page);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      console.log(`[bench:web] Lighthouse ${run}/${RUNS}: ${screen.name} (${url})`);
      runs.push(await audit(page, url));
    }
    return medianRun(runs);
  } finally {
    await page.close().catch(() => undefined);
  }
}

const loadAverage = () => os.loadavg()[0].toFixed(2);

/** The conditions of the run, so figures from different runs and machines can be compared. */
function describeRun(rows, load) {
  const version = rows.find((r) => r.lighthouseVersion)?.lighthouseVersion ?? '?';
  const indexes = rows.map((r) => r.benchmarkIndex).filter((i) => i != null);
  const benchmark = indexes.length ? `, benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}` : '';
  return (
    `Lighthouse ${version}, mobile profile, simulated throttling, CPU slowdown ${cpuSlowdown ?? 4}×${benchmark}; ` +
    `${RUNS} run(s) per page, median by performance; ${os.cpus().length} CPUs, load average (1 min) ${load.before} before, ${load.after} after`
  );
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
  const origin = (app) => `http://${app}.localhost:${port}`;
  const site = { shop: origin('shop'), seller: origin('seller'), admin: origin('admin'), rider: origin('rider') };
  const rows = [];
  const load = { before: loadAverage() };
  let control;
  try {
    const { shops } = await (await fetch(`http://127.0.0.1:${port}/api/home/get-popular-shops`)).json();
    site.shopId = shops?.[0]?._id;
    control = await serveControl(await renderedWithoutScript(browser, `${site.shop}/`), { origin: site.shop, port });
    site.control = control.url;
    for (const screen of SCREENS.filter((s) => !ONLY.length || ONLY.some((word) => s.name.includes(word)))) {
      const url = screen.url(site);
      const row = { name: screen.name, budget: screen.budget };
      if (!url) rows.push({ ...row, error: 'no shop in the demo data' });
      else rows.push(await measure(browser, screen, url).then((median) => ({ ...row, ...median }), (err) => ({ ...row, error: err.message })));
    }
  } finally {
    load.after = loadAverage();
    await control?.close();
    await browser.disconnect().catch(() => undefined);
    chrome.kill();
    await server.stop();
  }
  console.log(`\n${describeRun(rows, load)}\n${formatBudgets()}\n`);
  console.log(formatTable(rows));
  for (const r of rows) {
    if (r.error || (r.findings.length === 0 && !r.lcpElement)) continue;
    console.log(`\n${r.name} (median run): LCP element ${r.lcpElement ?? '–'}`);
    for (const finding of r.findings) console.log(`  - ${finding}`);
  }
}
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'tools/bench/web-bench.mjs')) {
  await main().catch((err) => {
    console.error(`[bench:web] ${err.stack ?? err.message}`);
    process.exitCode = 1;
  });
}
