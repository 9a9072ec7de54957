// `npm run bench`: req/s and p99 of the catalogue's hot calls, each as a ratio to a bare route of the same server.
// `npm run bench -- --scale`: every public catalogue read on a generated city (PostgreSQL), answer cache off, against budgets.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cityOptionsFromEnv, generateCity } from '../city/generate-city';

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

let cityUrl: string | undefined;
if (scale) {
  if (!process.env.DATABASE_URL) throw new Error('`npm run bench -- --scale` needs DATABASE_URL: a PostgreSQL server to load the city on');
  cityUrl = await generateCity(cityOptionsFromEnv());
}

const server = fork(path.join(here, 'bench-server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_PORT: String(port), ...(cityUrl ? { BENCH_CITY_URL: cityUrl } : {}) },
  stdio: 'inherit',
});
await new Promise<void>((resolve, reject) => {
  server.on('message', (m: { ready?: boolean }) => m.ready && resolve());
  server.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});

const base = `http://127.0.0.1:${port}`;
const shops = (await (await fetch(`${base}/api/home/get-popular-shops`)).json()) as { shops: { _id: string }[] };
const shopId = shops.shops[0]!._id;

type Target = { name: string; paths: string[] };
const targets: Target[] = scale
  ? [
      { name: 'bare route', paths: ['/api/bench/bare'] },
      { name: 'get-popular-shops', paths: ['/api/home/get-popular-shops'] },
      { name: 'get-popular-products', paths: ['/api/home/get-popular-products'] },
      { name: 'get-restaurants (page 1)', paths: ['/api/shop/get-restaurants?page=1'] },
      { name: 'getShopAndProducts', paths: [`/api/shop/getShopAndProducts/${shopId}`] },
      { name: 'grocery category', paths: ['/api/grocery?category=Dairy%20%26%20Eggs'] },
      { name: `search (${SEARCHES.length} queries)`, paths: SEARCHES.map((q) => `/api/common/search/${encodeURIComponent(q)}?page=1`) },
    ]
  : [
      { name: 'bare route', paths: ['/api/bench/bare'] },
      { name: 'get-popular-products', paths: ['/api/home/get-popular-products'] },
      { name: 'search "panner"', paths: ['/api/common/search/panner?page=1'] },
      { name: 'getShopAndProducts', paths: [`/api/shop/getShopAndProducts/${shopId}`] },
    ];

/** One load run; several paths are taken in turn, so no two connections keep asking the same thing. */
function load(t: Target, seconds: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: t.paths[next++ % t.paths.length]! }) }],
  });
}

type Row = { name: string; rps: number; p99: number; bytes: number };
const rows: Row[] = [];
for (const t of targets) {
  const sizes = await Promise.all(t.paths.map(async (p) => (await (await fetch(base + p)).arrayBuffer()).byteLength));
  await load(t, 2); // warm-up
  const r = await load(t, duration);
  if (r.non2xx || r.errors) throw new Error(`${t.name}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
  rows.push({ name: t.name, rps: r.requests.average, p99: r.latency.p99, bytes: Math.max(...sizes) });
}
server.kill('SIGTERM');

const bare = rows[0]!;
const where = scale ? 'a generated city on PostgreSQL, answer cache off' : process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database';
console.log(`\n${connections} connections, ${duration}s each, on ${where}\n`);
console.log(`call                              req/s     p99 ms   req/s ÷ bare   reply kB${scale ? '   budgets' : ''}`);
for (const r of rows) {
  const share = r.rps / bare.rps;
  const verdict =
    r === bare || !scale
      ? ''
      : [r.p99 <= BUDGET.p99Ms ? 'p99 ok' : `p99 ${(r.p99 / BUDGET.p99Ms).toFixed(1)}× over`,
         share >= BUDGET.shareOfBare ? 'req/s ok' : `req/s ${(share / BUDGET.shareOfBare).toFixed(2)} of budget`,
         r.bytes <= BUDGET.replyBytes ? 'size ok' : `size ${(r.bytes / 1000).toFixed(0)} kB`].join(', ');
  console.log(
    `${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(10)} ${share.toFixed(3).padStart(14)} ${(r.bytes / 1000).toFixed(1).padStart(10)}   ${verdict}`,
  );
}
