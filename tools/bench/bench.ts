// `npm run bench`: req/s and p99 of the catalogue's hot calls, each as a ratio to a bare route of the same server.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 8099);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const server = fork(path.join(here, 'bench-server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_PORT: String(port) },
  stdio: 'inherit',
});
await new Promise<void>((resolve, reject) => {
  server.on('message', (m: { ready?: boolean }) => m.ready && resolve());
  server.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});

const base = `http://127.0.0.1:${port}`;
const shops = (await (await fetch(`${base}/api/home/get-popular-shops`)).json()) as { shops: { _id: string }[] };
const shopId = shops.shops[0]!._id;

const targets = [
  { name: 'bare route', path: '/api/bench/bare' },
  { name: 'get-popular-products', path: '/api/home/get-popular-products' },
  { name: 'search "panner"', path: '/api/common/search/panner?page=1' },
  { name: 'getShopAndProducts', path: `/api/shop/getShopAndProducts/${shopId}` },
];

type Row = { name: string; rps: number; p99: number };
const rows: Row[] = [];
for (const t of targets) {
  await autocannon({ url: base + t.path, connections, duration: 2 }); // warm-up
  const r = await autocannon({ url: base + t.path, connections, duration });
  if (r.non2xx || r.errors) throw new Error(`${t.name}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
  rows.push({ name: t.name, rps: r.requests.average, p99: r.latency.p99 });
}
server.kill('SIGTERM');

const bare = rows[0]!;
console.log(`\n${connections} connections, ${duration}s each, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}\n`);
console.log('call                      req/s     p99 ms   req/s ÷ bare   p99 ÷ bare');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${r.p99.toFixed(1).padStart(10)} ${(r.rps / bare.rps).toFixed(3).padStart(14)} ${(r.p99 / Math.max(bare.p99, 0.1)).toFixed(1).padStart(12)}`,
  );
}
