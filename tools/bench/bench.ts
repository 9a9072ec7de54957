// `npm run bench`: req/s and p99 of the catalogue's hot calls and getCart, and orders/s of checkout by 50 customers,
// each as a ratio to a bare route of the same server. With DATABASE_URL, also checkout's goals: pgbench's standard
// transaction with as many clients as the machine's yardstick, checkout with all the clients ordering from one shop,
// and the statements checkout and getCart sent in this run (recorded as the API sent them, so the replay follows the
// code) replayed by pgbench, each printed with its goal.
// `npm run bench -- --scale`: every public catalogue read on a generated city (PostgreSQL), answer cache off, against budgets,
// each beside the database's own speed: the same SQL run alone by pgbench with as many clients, just after it.
// `npm run bench -- --events`: an event's delay from a committed status change to 1,000 streams on two API processes
// (PostgreSQL), and the processes' memory with the streams open.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cityOptionsFromEnv, generateCity } from '../city/generate-city';
import type { BenchCustomers, CheckoutLedger } from './bench-customers';
import type { CityTokens } from './city-actors';
import { API_NODE_FLAGS } from '../run.mjs';
import { withDatabase } from './bench-database';
import { checkoutLoad, percentile, recordedCheckout, type CheckoutRun } from './checkout-load';
import { canCountCpu, countCpu, type CpuSplit } from './cpu-time';
import { idleMemoryOfBundle } from './idle-memory';
import { measureLiveEvents, printLiveEvents } from './live-events-bench';
import { pgbenchEachOwnScript, pgbenchRps, pgbenchYardstick, protocolOf, writeCheckoutReplayScript, writePgbenchScripts, type PlacedOrder, type RecordedStatement } from './pgbench';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 8099);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scale = process.argv.includes('--scale');

/**
 * Checkout's goals on PostgreSQL: orders/s at least this share of the yardstick's transactions/s, the rush at one
 * shop within this share of the run over many, the API at least this share of its own statements replayed by
 * pgbench (getCart's too).
 */
const GOAL = { checkoutOfYardstick: 0.12, oneShopOfMany: 0.8, apiOfReplay: 0.5, idleRssBytes: 150_000_000 };

/** The budgets each catalogue read must meet at city scale, and the API process's memory after them. */
const BUDGET = { p99Ms: 30, replyBytes: 100_000, shareOfDatabase: 0.5, rssBytes: 400_000_000 };

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
  // The flags every start of the bundle runs with, so the API under load is the one production runs.
  execArgv: ['--import', 'tsx', ...API_NODE_FLAGS],
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
/** Sends the bench server `message`; resolves to the `reply` field of the first answer that carries one. */
function ask<T>(message: Record<string, unknown>, reply: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: Record<string, unknown>) => {
      if (m[reply] === undefined) return;
      server.off('message', onMessage);
      resolve(m[reply] as T);
    };
    server.on('message', onMessage);
    server.send(message);
  });
}

function ledgerOf(customerIds: string[]): Promise<CheckoutLedger> {
  return ask({ ledgerOf: customerIds }, 'ledger');
}

const base = `http://127.0.0.1:${port}`;
const where = scale ? 'a generated city on PostgreSQL, answer cache off' : benchDatabase ? `PostgreSQL (a fresh database ${benchDatabase.name}, dropped after)` : 'the embedded database';

/** `replayed`: its statements are run alone by pgbench after it, as budgeted calls' are. */
type Target = { name: string; paths: string[]; tokens?: string[]; budgeted?: true; replayed?: boolean };
/** `databaseRps`: the same SQL's transactions/s run alone by pgbench just after this call's run (budgeted calls). */
/** `floorRps`: the same statements sent by a bare route of the same server (getCart's, on PostgreSQL). */
type Row = { name: string; rps: number; p99: number; bytes: number; budgeted?: true; databaseRps?: number; floorRps?: number };

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
              {
                // Each sort's first page, a deep page, and searches by a name's word and a phone's digits.
                name: 'admin users (sorts, search)',
                paths: [
                  '/api/admin/users?sort=joined',
                  '/api/admin/users?sort=orders',
                  '/api/admin/users?sort=spend',
                  '/api/admin/users?sort=spend&page=200',
                  '/api/admin/users?search=customer%2099&sort=spend',
                  '/api/admin/users?search=8000012&sort=orders',
                ],
                tokens: [cityTokens.admin],
              },
            ]
          : []),
      ]
    : [
        { name: 'bare route', paths: ['/api/bench/bare'] },
        { name: 'get-popular-products', paths: ['/api/home/get-popular-products'] },
        { name: 'search "panner"', paths: ['/api/common/search/panner?page=1'] },
        { name: 'getShopAndProducts', paths: [`/api/shop/getShopAndProducts/${shopId}`] },
        ...(customers
          ? [{ name: 'getCart (4 lines, 2 carts)', paths: ['/api/cart/getCart'], tokens: customers.cartReaders.map((c) => c.token), replayed: Boolean(benchDatabase) }]
          : []),
      ];
  const rows: Row[] = [];
  for (const t of targets) {
    const headers: Record<string, string> = t.tokens ? { authorization: `Bearer ${t.tokens[0]}` } : {};
    const sizes = await Promise.all(t.paths.map(async (p) => (await (await fetch(base + p, { headers })).arrayBuffer()).byteLength));
    await load(t, 2); // warm-up
    const r = await load(t, duration);
    if (r.non2xx || r.errors) throw new Error(`${t.name}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
    const database = t.budgeted || t.replayed ? await databaseSpeedOf(t) : undefined;
    const floorRps = t.replayed && database ? await floorOf(database.statements) : undefined;
    rows.push({ name: t.name, rps: r.requests.average, p99: r.latency.p99, bytes: Math.max(...sizes), budgeted: t.budgeted, databaseRps: database?.rps, floorRps });
  }
  return rows;
}

/** Statements the API process sends on its own (publishing live events, the counting jobs), not for a request. */
const BACKGROUND = /nukkad_publish_live_events|nukkad_count_ordered_units|nukkad_fold_order_figures/;

/** The statements the API sent the database while `act` ran (its own background statements left out). */
async function statementsWhile(act: () => Promise<unknown>): Promise<RecordedStatement[]> {
  server.send({ record: true });
  await act();
  const recorded = await ask<RecordedStatement[]>({ recorded: true }, 'recorded');
  return recorded.filter((statement) => !BACKGROUND.test(statement.text));
}

/** The statements the API sent the database while answering one request. */
function statementsOf(path: string, token?: string): Promise<RecordedStatement[]> {
  return statementsWhile(async () => {
    const res = await fetch(base + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    await res.arrayBuffer();
  });
}

/**
 * The database's own speed at a call's reads: each path's statements (as a warm process sends them: asked twice,
 * the second kept) as one pgbench transaction, the paths in turn at random, by as many clients for as long.
 */
async function databaseSpeedOf(t: Target): Promise<{ rps: number; statements: RecordedStatement[][] }> {
  const perPath: RecordedStatement[][] = [];
  // Each path, and each of the call's accounts (getCart's readers) in turn.
  for (let n = 0; n < Math.max(t.paths.length, t.tokens?.length ?? 0); n++) {
    const [p, token] = [t.paths[n % t.paths.length]!, t.tokens?.[n % t.tokens.length]];
    await statementsOf(p, token);
    perPath.push(await statementsOf(p, token));
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-pgbench-'));
  try {
    const rps = await pgbenchRps({
      url: (cityUrl ?? benchDatabase?.url)!,
      scripts: await writePgbenchScripts(dir, perPath),
      clients: connections,
      seconds: duration,
      protocol: protocolOf(perPath),
    });
    return { rps, statements: perPath };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The most a route of this server could answer on this machine with a call's statements: the bench server's bare
 * floor route sends them (each request one path's, in turn) through the API's pool as the API sends them, with no
 * token, query builder or reply schema, under the same load.
 */
async function floorOf(statements: RecordedStatement[][]): Promise<number> {
  await ask({ floor: statements }, 'floorSet');
  const floor: Target = { name: 'floor', paths: ['/api/bench/floor'] };
  await load(floor, 2);
  const r = await load(floor, duration);
  if (r.non2xx || r.errors) throw new Error(`the floor route: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
  return r.requests.average;
}

/**
 * `oneShop`: the same clients all ordering from one shop; `replayRps`: the statements of one checkout of each client,
 * recorded as the API sent them, replayed by pgbench (one process a client); `yardstickRps`: pgbench's standard
 * transaction with as many clients (PostgreSQL only, all three).
 */
type Checkout = {
  run: CheckoutRun;
  /** CPU ms the run over many shops took from the API process, PostgreSQL and the load generator (Linux). */
  cpu?: CpuSplit;
  oneShop?: CheckoutRun;
  requested: number;
  replays: number;
  ledger: CheckoutLedger;
  replayRps?: number;
  /** CPU ms the replay's counted seconds took from PostgreSQL and pgbench (and the API process's jobs beside it). */
  replayCpu?: CpuSplit;
  /** Checkouts the replay committed in its counted seconds. */
  replayed?: number;
  yardstickRps?: number;
};

async function measureCheckout(c: BenchCustomers): Promise<Checkout> {
  const warmUp = await checkoutLoad(base, c.clients, c.foodProducts, 2);
  const cpuSince = canCountCpu ? countCpu(server.pid!) : undefined;
  const run = await checkoutLoad(base, c.clients, c.foodProducts, duration);
  const cpu = cpuSince?.();
  const oneShop = benchDatabase ? await checkoutLoad(base, c.clients, c.oneShopFoodProducts, duration) : undefined;
  // The ledger is read between the recording and its replay: the replay's committed orders are pgbench's, not the API's.
  const recorded = benchDatabase ? await recordCheckouts(c) : undefined;
  const ledger = await ledgerOf(c.clients.map((client) => client.id));
  const replayed = recorded ? await replayCheckouts(recorded, benchDatabase!.url) : { keys: 0, rps: undefined, committed: undefined, cpu: undefined };
  const yardstickRps = benchDatabase ? await pgbenchYardstick({ url: benchDatabase.url, clients: c.clients.length, seconds: duration }) : undefined;
  return {
    run,
    cpu,
    oneShop,
    requested: warmUp.keys + run.keys + (oneShop?.keys ?? 0) + replayed.keys,
    replays: warmUp.replays + run.replays + (oneShop?.replays ?? 0),
    ledger,
    replayRps: replayed.rps,
    replayCpu: replayed.cpu,
    replayed: replayed.committed,
    yardstickRps,
  };
}

/** One checkout of each client (over the demo's shops) as the API sent it to the database: a pgbench script each. */
type RecordedCheckouts = { dir: string; scripts: string[] };

/** Records one checkout of each client as the API sends it to the database (each places its order), as scripts. */
async function recordCheckouts(c: BenchCustomers): Promise<RecordedCheckouts> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-replay-'));
  const scripts: string[] = [];
  try {
    for (const [i, client] of c.clients.entries()) {
      let placed: PlacedOrder | undefined;
      const statements = await statementsWhile(async () => (placed = await recordedCheckout(base, client, c.foodProducts, i)));
      const file = path.join(dir, `checkout-${i}.sql`);
      await writeCheckoutReplayScript(file, statements, placed!);
      scripts.push(file);
    }
  } catch (err) {
    // The replay removes the folder once it has run; a recording that failed never gets there.
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { dir, scripts };
}

/**
 * Replays the recorded checkouts all at once with pgbench, counted for as long as a load run after a warm-up as long
 * as its: each client's statements committed as the API committed them, with a fresh Idempotency-Key, order id and
 * display id each time. Resolves to the orders the recording placed, the replay's checkouts/s and where the cores
 * went meanwhile.
 */
async function replayCheckouts(
  recorded: RecordedCheckouts,
  url: string,
): Promise<{ keys: number; rps: number; committed: number; cpu: CpuSplit | undefined }> {
  try {
    const { rate, committed, during } = await pgbenchEachOwnScript({
      url,
      scripts: recorded.scripts,
      seconds: duration,
      warmUpSeconds: 2,
      during: () => (canCountCpu ? countCpu(server.pid!, 'pgbench') : () => undefined),
    });
    return { keys: recorded.scripts.length, rps: rate, committed, cpu: during };
  } finally {
    await rm(recorded.dir, { recursive: true, force: true });
  }
}

/** The bench server's memory once every call has been measured. */
function serverMemory(): Promise<{ rss: number; heapUsed: number }> {
  return ask({ memory: true }, 'memory');
}

/** Where the shared cores went during the run over many shops, per checkout placed. */
function cpuLine(cpu: CpuSplit, checkouts: number): string {
  const per = (ms: number) => `${(ms / checkouts).toFixed(1)} ms`;
  return `  CPU per checkout (${os.availableParallelism()} cores): API process ${per(cpu.apiMs)}, PostgreSQL ${per(cpu.postgresMs)}, this load generator ${per(cpu.loadMs)}`;
}

/** Where the shared cores went while the replay was counted, per checkout it committed. */
function replayCpuLine(cpu: CpuSplit, checkouts: number): string {
  const per = (ms: number) => `${(ms / checkouts).toFixed(1)} ms`;
  return `  CPU per replayed checkout: PostgreSQL ${per(cpu.postgresMs)}, pgbench ${per(cpu.loadMs)} (the API process's jobs beside it ${per(cpu.apiMs)})`;
}

/** Checkout's and getCart's goals (PostgreSQL): each figure, what it is measured against, and whether it is met. */
function printGoals(c: Checkout, getCart: Row | undefined, idle: number | undefined) {
  const { run, oneShop, replayRps, yardstickRps } = c;
  if (!oneShop || !replayRps || !yardstickRps) return;
  const many = run.checkouts / run.seconds;
  const one = oneShop.checkouts / oneShop.seconds;
  const clients = customers!.clients.length;
  const line = (what: string, figure: string, share: number, goal: number, of: string) =>
    `  ${what.padEnd(58)} ${figure.padStart(14)}   ${share.toFixed(2)} ${of} (goal ≥ ${goal}: ${share >= goal ? 'met' : 'not met'})`;
  console.log(
    [
      '',
      `goals on PostgreSQL, ${clients} clients, ${duration}s each:`,
      `  ${'yardstick: pgbench standard transaction (pgbench -i)'.padEnd(58)} ${`${yardstickRps.toFixed(0)} tx/s`.padStart(14)}`,
      line('checkout over the demo\'s shops', `${many.toFixed(1)} orders/s`, many / yardstickRps, GOAL.checkoutOfYardstick, 'of the yardstick'),
      line('checkout, all from one shop', `${one.toFixed(1)} orders/s`, one / many, GOAL.oneShopOfMany, 'of many shops'),
      `  ${'checkout\'s own statements replayed by pgbench'.padEnd(58)} ${`${replayRps.toFixed(1)} orders/s`.padStart(14)}`,
      ...(c.replayCpu && c.replayed ? [replayCpuLine(c.replayCpu, c.replayed)] : []),
      line('checkout over many shops, against that replay', `${many.toFixed(1)} orders/s`, many / replayRps, GOAL.apiOfReplay, 'of the replay'),
      ...(getCart?.databaseRps
        ? [
            `  ${'getCart\'s own statements replayed by pgbench'.padEnd(58)} ${`${getCart.databaseRps.toFixed(0)} req/s`.padStart(14)}`,
            line('getCart', `${getCart.rps.toFixed(0)} req/s`, getCart.rps / getCart.databaseRps, GOAL.apiOfReplay, 'of the replay'),
            ...(getCart.floorRps
              ? [
                  `  ${'its floor: the same statements sent by a bare route'.padEnd(58)} ${`${getCart.floorRps.toFixed(0)} req/s`.padStart(14)}   ${(getCart.floorRps / getCart.databaseRps).toFixed(2)} of the replay`,
                ]
              : []),
          ]
        : []),
      ...(idle !== undefined
        ? [
            `  ${'idle API (compiled bundle, production, demo data) RSS'.padEnd(58)} ${`${(idle / 1e6).toFixed(0)} MB`.padStart(14)}   (goal ≤ ${GOAL.idleRssBytes / 1e6} MB: ${idle <= GOAL.idleRssBytes ? 'met' : 'not met'})`,
          ]
        : []),
    ].join('\n'),
  );
}

let rows: Row[];
let checkout: Checkout | undefined;
let memory: { rss: number; heapUsed: number };
let idleRss: number | undefined;
try {
  rows = await measureCalls();
  if (customers) checkout = await measureCheckout(customers);
  memory = await serverMemory();
} finally {
  server.kill('SIGTERM');
  await serverExit;
  if (benchDatabase) await withDatabase(benchDatabase.adminUrl, benchDatabase.name, 'drop');
}
// Alone on the machine once the load is over: the compiled API, idle with the demo data (PostgreSQL, Linux's /proc).
if (benchDatabase && canCountCpu) idleRss = await idleMemoryOfBundle(benchDatabase.adminUrl, port);

const bare = rows[0]!;
if (checkout) {
  const { run } = checkout;
  rows.push({ name: `checkout (${customers!.clients.length} clients)`, rps: run.checkouts / run.seconds, p99: percentile(run.createOrderMs, 99), bytes: run.replyBytes });
}
console.log(`\n${connections} connections, ${duration}s each, on ${where}; load average ${loadAtStart} at the start, ${loadAverage()} at the end\n`);
if (scale) {
  console.log('call                              req/s     p99 ms   reply kB   SQL alone (pgbench) req/s   share   budgets');
  console.log('(SQL alone: the statements the API sent for each path, run by pgbench with as many clients just after the call)\n');
  for (const r of rows) {
    const share = r.databaseRps ? r.rps / r.databaseRps : undefined;
    const verdict = !r.budgeted
      ? ''
      : [
          r.p99 <= BUDGET.p99Ms ? 'p99 ok' : `p99 ${(r.p99 / BUDGET.p99Ms).toFixed(1)}× over`,
          r.bytes <= BUDGET.replyBytes ? 'size ok' : `size ${(r.bytes / 1000).toFixed(0)} kB`,
          share !== undefined && share >= BUDGET.shareOfDatabase ? 'req/s ok' : `req/s ${(share ?? 0).toFixed(2)} of the database's`,
        ].join(', ');
    console.log(
      `${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(10)} ${(r.bytes / 1000).toFixed(1).padStart(10)} ${(r.databaseRps?.toFixed(0) ?? '').padStart(27)} ${(share?.toFixed(2) ?? '').padStart(7)}   ${verdict}`,
    );
  }
  const rssOk = memory.rss <= BUDGET.rssBytes;
  console.log(
    `\nAPI process after the run: RSS ${(memory.rss / 1e6).toFixed(0)} MB (${rssOk ? 'ok' : 'over'}, budget ${BUDGET.rssBytes / 1e6} MB), JavaScript heap in use ${(memory.heapUsed / 1e6).toFixed(0)} MB`,
  );
  const budgeted = rows.filter((r) => r.budgeted);
  const met = budgeted.filter(
    (r) => r.p99 <= BUDGET.p99Ms && r.bytes <= BUDGET.replyBytes && r.databaseRps !== undefined && r.rps / r.databaseRps >= BUDGET.shareOfDatabase,
  );
  console.log(`${met.length} of ${budgeted.length} catalogue reads meet every budget${rssOk ? '' : '; the API process holds more memory than its budget'}`);
} else {
  console.log('call                              req/s     p99 ms   req/s ÷ bare   reply kB');
  for (const r of rows) {
    console.log(`${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(10)} ${(r.rps / bare.rps).toFixed(3).padStart(14)} ${(r.bytes / 1000).toFixed(1).padStart(10)}`);
  }
  console.log(`\nAPI process after the run: RSS ${(memory.rss / 1e6).toFixed(0)} MB, JavaScript heap in use ${(memory.heapUsed / 1e6).toFixed(0)} MB`);
}
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
      ...(checkout.cpu ? [cpuLine(checkout.cpu, run.checkouts)] : []),
      `  orders requested (one Idempotency-Key each, warm-up included): ${requested}; orders in the database: ${ledger.orders};`,
      `  keys stored: ${ledger.keys}, naming ${ledger.ordersOfKeys} distinct orders; duplicates: ${duplicates}; ${replays} keys sent twice at once got one order;`,
      `  cart lines left: ${ledger.cartLines}. ${exact ? 'Every order placed exactly once.' : 'MISMATCH: orders placed do not match the orders requested.'}`,
    ].join('\n'),
  );
  printGoals(checkout, rows.find((r) => r.name.startsWith('getCart')), idleRss);
  if (!exact) process.exitCode = 1;
}
