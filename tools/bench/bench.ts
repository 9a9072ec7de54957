// `npm run bench`: req/s and p99 of the catalogue's hot calls and getCart, and orders/s of checkout by 20 customers,
// each as a ratio to a bare route of the same server.
// `npm run bench -- --scale`: every public catalogue read on a generated city (PostgreSQL), answer cache off, against budgets.
// `npm run bench -- --events`: an event's delay from a committed status change to 1,000 streams on two API processes
// (PostgreSQL), and the processes' memory with the streams open.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cityOptionsFromEnv, generateCity } from '../city/generate-city';
import type { BenchCustomers, CheckoutLedger } from './bench-customers';
import type { CityTokens } from './city-actors';
import { withDatabase } from './bench-database';
import { checkoutLoad, percentile, type CheckoutRun } from './checkout-load';
import { measureLiveEvents, printLiveEvents } from './live-events-bench';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 8099);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scale = process.argv.includes('--scale');

/** The budgets each call must meet at city scale. */
const BUDGET = { p99Ms: 30, shareOfBare: 0.1, replyBytes: 100_000 };

/** Searches a city's customers type: words, typos, swapped letters, several words, shop names, categories. */
const SEARCHES = [
  'paneer', 'panner', 'masala', 'dipaers', 'biriyani', 'chicken biryani', 'atta', 'aata', 'milk', 'amul butter',
  'chiken momos', 'dosa', 'mango shake', 'cake', 'black forest', 'coffee', 'namkeen', 'dal makhani', 'shree balaji', 'punjabi dhaba',
  'dairy', 'basmati rice', 'ghee', 'pizza', 'samosa', 'kulfi', 'bread', 'tea', 'sugarcane', 'notebook',
];

const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(', ');
const loadAtStart = loadAverage();

if (process.argv.includes('--events')) {
  if (!process.env.DATABASE_URL) throw new Error('`npm run bench -- --events` needs DATABASE_URL: a PostgreSQL server for the two API processes');
  printLiveEvents(
    await measureLiveEvents({
      adminUrl: process.env.DATABASE_URL,
      streams: Number(process.env.BENCH_STREAMS ?? 1000),
      changes: Number(process.env.BENCH_EVENT_CHANGES ?? 20),
    }),
    { start: loadAtStart, end: loadAverage() },
  );
  process.exit();
}

let cityUrl: string | undefined;
let benchDatabase: { adminUrl: string; name: string; url: string } | undefined;
if (scale) {
  if (!process.env.DATABASE_URL) throw new Error('`npm run bench -- --scale` needs DATABASE_URL: a PostgreSQL server to load the city on');
  cityUrl = await generateCity(cityOptionsFromEnv());
} else if (process.env.DATABASE_URL) {
  const name = `nukkad_bench_${process.pid}`;
  benchDatabase = { adminUrl: process.env.DATABASE_URL, name, url: await withDatabase(process.env.DATABASE_URL, name, 'create') };
}

const server = fork(path.join(here, 'bench-server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  env: {
    ...process.env,
    BENCH_PORT: String(port),
    ...(cityUrl ? { BENCH_CITY_URL: cityUrl } : {}),
    ...(benchDatabase ? { DATABASE_URL: benchDatabase.url } : {}),
  },
  stdio: 'inherit',
});
const serverExit = new Promise<number | null>((resolve) => server.on('exit', resolve));
const { customers, cityTokens } = await new Promise<{ customers?: BenchCustomers; cityTokens?: CityTokens }>((resolve, reject) => {
  server.on('message', (m: { ready?: boolean; customers?: BenchCustomers; cityTokens?: CityTokens }) => m.ready && resolve(m));
  void serverExit.then((code) => reject(new Error(`bench server exited (${code})`)));
});

/** The bench server's count of what checkout left in the database for these customers. */
function ledgerOf(customerIds: string[]): Promise<CheckoutLedger> {
  return new Promise((resolve) => {
    const onMessage = (m: { ledger?: CheckoutLedger }) => {
      if (!m.ledger) return;
      server.off('message', onMessage);
      resolve(m.ledger);
    };
    server.on('message', onMessage);
    server.send({ ledgerOf: customerIds });
  });
}

const base = `http://127.0.0.1:${port}`;
const where = scale ? 'a generated city on PostgreSQL, answer cache off' : benchDatabase ? `PostgreSQL (a fresh database ${benchDatabase.name}, dropped after)` : 'the embedded database';

type Target = { name: string; paths: string[]; tokens?: string[]; budgeted?: true };
/** `bareRps`: the bare route's req/s in a run taken just before this call's, which its share is measured against. */
type Row = { name: string; rps: number; p99: number; bytes: number; budgeted?: true; bareRps?: number };

/** One load run; several paths (and customers) are taken in turn, so no two connections keep asking the same thing. */
function load(t: Target, seconds: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const n = next++;
          const token = t.tokens?.[n % t.tokens.length];
          return { ...req, path: t.paths[n % t.paths.length]!, ...(token ? { headers: { ...req.headers, authorization: `Bearer ${token}` } } : {}) };
        },
      },
    ],
  });
}

async function measureCalls(): Promise<Row[]> {
  const shops = (await (await fetch(`${base}/api/home/get-popular-shops`)).json()) as { shops: { _id: string }[] };
  const shopId = shops.shops[0]!._id;
  const targets: Target[] = scale
    ? [
        { name: 'bare route', paths: ['/api/bench/bare'] },
        { name: 'get-popular-shops', paths: ['/api/home/get-popular-shops'], budgeted: true },
        { name: 'get-popular-products', paths: ['/api/home/get-popular-products'], budgeted: true },
        { name: 'get-restaurants (page 1)', paths: ['/api/shop/get-restaurants?page=1'], budgeted: true },
        { name: 'getShopAndProducts', paths: [`/api/shop/getShopAndProducts/${shopId}`], budgeted: true },
        { name: 'grocery category', paths: ['/api/grocery?category=Dairy%20%26%20Eggs'], budgeted: true },
        { name: `search (${SEARCHES.length} queries)`, paths: SEARCHES.map((q) => `/api/common/search/${encodeURIComponent(q)}?page=1`), budgeted: true },
        ...(cityTokens
          ? [
              // The account with the most orders of each kind: the longest lists to page through.
              { name: 'getUserOrders (page 1)', paths: ['/api/order/getUserOrders?page=1'], tokens: [cityTokens.customer] },
              { name: 'seller-orders (page 1)', paths: ['/api/order/seller-orders?page=1'], tokens: [cityTokens.seller] },
              { name: 'partner available orders', paths: ['/api/delivery/get-available-orders'], tokens: [cityTokens.delivery] },
              { name: 'admin month orders (page 1)', paths: ['/api/admin/getOrdersByMonth?page=1'], tokens: [cityTokens.admin] },
              { name: 'admin all orders (page 1)', paths: ['/api/order/getAllOrders?page=1'], tokens: [cityTokens.admin] },
              { name: 'admin dashboard overview', paths: ['/api/admin/dashboard-overview'], tokens: [cityTokens.admin] },
            ]
          : []),
      ]
    : [
        { name: 'bare route', paths: ['/api/bench/bare'] },
        { name: 'get-popular-products', paths: ['/api/home/get-popular-products'] },
        { name: 'search "panner"', paths: ['/api/common/search/panner?page=1'] },
        { name: 'getShopAndProducts', paths: [`/api/shop/getShopAndProducts/${shopId}`] },
        ...(customers ? [{ name: 'getCart (4 lines, 2 carts)', paths: ['/api/cart/getCart'], tokens: customers.cartReaders.map((c) => c.token) }] : []),
      ];
  const rows: Row[] = [];
  for (const t of targets) {
    const headers: Record<string, string> = t.tokens ? { authorization: `Bearer ${t.tokens[0]}` } : {};
    const sizes = await Promise.all(t.paths.map(async (p) => (await (await fetch(base + p, { headers })).arrayBuffer()).byteLength));
    // A budgeted call is compared with the bare route measured just before it: the machine's load drifts between calls.
    const bareRps = t.budgeted ? (await load(targets[0]!, duration)).requests.average : undefined;
    await load(t, 2); // warm-up
    const r = await load(t, duration);
    if (r.non2xx || r.errors) throw new Error(`${t.name}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
    rows.push({ name: t.name, rps: r.requests.average, p99: r.latency.p99, bytes: Math.max(...sizes), budgeted: t.budgeted, bareRps });
  }
  return rows;
}

type Checkout = { run: CheckoutRun; requested: number; replays: number; ledger: CheckoutLedger };

async function measureCheckout(c: BenchCustomers): Promise<Checkout> {
  const warmUp = await checkoutLoad(base, c.clients, c.foodProducts, 2);
  const run = await checkoutLoad(base, c.clients, c.foodProducts, duration);
  const ledger = await ledgerOf(c.clients.map((client) => client.id));
  return { run, requested: warmUp.keys + run.keys, replays: warmUp.replays + run.replays, ledger };
}

/** The bench server's memory once every call has been measured. */
function serverMemory(): Promise<{ rss: number; heapUsed: number }> {
  return new Promise((resolve) => {
    const onMessage = (m: { memory?: { rss: number; heapUsed: number } }) => {
      if (!m.memory) return;
      server.off('message', onMessage);
      resolve(m.memory);
    };
    server.on('message', onMessage);
    server.send({ memory: true });
  });
}

let rows: Row[];
let checkout: Checkout | undefined;
let memory: { rss: number; heapUsed: number };
try {
  rows = await measureCalls();
  if (customers) checkout = await measureCheckout(customers);
  memory = await serverMemory();
} finally {
  server.kill('SIGTERM');
  await serverExit;
  if (benchDatabase) await withDatabase(benchDatabase.adminUrl, benchDatabase.name, 'drop');
}

const bare = rows[0]!;
if (checkout) {
  const { run } = checkout;
  rows.push({ name: `checkout (${customers!.clients.length} clients)`, rps: run.checkouts / run.seconds, p99: percentile(run.createOrderMs, 99), bytes: run.replyBytes });
}
console.log(`\n${connections} connections, ${duration}s each, on ${where}; load average ${loadAtStart} at the start, ${loadAverage()} at the end\n`);
console.log(`call                              req/s     p99 ms   req/s ÷ bare   reply kB${scale ? '   budgets' : ''}`);
if (scale) console.log('(a budgeted call\'s share is of the bare route measured just before it, shown in brackets)\n');
for (const r of rows) {
  const share = r.rps / (r.bareRps ?? bare.rps);
  const verdict =
    r === bare || !scale || !r.budgeted
      ? ''
      : [r.p99 <= BUDGET.p99Ms ? 'p99 ok' : `p99 ${(r.p99 / BUDGET.p99Ms).toFixed(1)}× over`,
         share >= BUDGET.shareOfBare ? 'req/s ok' : `req/s ${(share / BUDGET.shareOfBare).toFixed(2)} of budget`,
         r.bytes <= BUDGET.replyBytes ? 'size ok' : `size ${(r.bytes / 1000).toFixed(0)} kB`].join(', ');
  console.log(
    `${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(10)} ${share.toFixed(3).padStart(14)} ${(r.bytes / 1000).toFixed(1).padStart(10)}   ${verdict}${r.bareRps ? ` (bare ${r.bareRps.toFixed(0)})` : ''}`,
  );
}
console.log(`\nAPI process after the run: RSS ${(memory.rss / 1e6).toFixed(0)} MB, JavaScript heap in use ${(memory.heapUsed / 1e6).toFixed(0)} MB`);
if (checkout) {
  const { run, requested, replays, ledger } = checkout;
  const duplicates = ledger.orders - ledger.ordersOfKeys;
  const exact = ledger.orders === requested && ledger.keys === requested && ledger.keysWithOrder === requested && duplicates === 0 && ledger.cartLines === 0;
  console.log(
    [
      '',
      `checkout: a customer's addToCart ×2 + quote + create-order (cash on delivery), ${customers!.clients.length} customers at once for ${run.seconds.toFixed(1)}s,`,
      `on ${benchDatabase ? 'PostgreSQL' : 'the embedded database (DATABASE_URL is not set)'}; its req/s column is orders/s, its p99 that of create-order.`,
      `  p50 / p99 of a whole checkout: ${percentile(run.checkoutMs, 50).toFixed(1)} / ${percentile(run.checkoutMs, 99).toFixed(1)} ms; of create-order: ${percentile(run.createOrderMs, 50).toFixed(1)} / ${percentile(run.createOrderMs, 99).toFixed(1)} ms`,
      `  orders requested (one Idempotency-Key each, warm-up included): ${requested}; orders in the database: ${ledger.orders};`,
      `  keys stored: ${ledger.keys}, naming ${ledger.ordersOfKeys} distinct orders; duplicates: ${duplicates}; ${replays} keys sent twice at once got one order;`,
      `  cart lines left: ${ledger.cartLines}. ${exact ? 'Every order placed exactly once.' : 'MISMATCH: orders placed do not match the orders requested.'}`,
    ].join('\n'),
  );
  if (!exact) process.exitCode = 1;
}
