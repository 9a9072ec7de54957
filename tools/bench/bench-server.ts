// The real app on a throw-away embedded database with demo data (on PostgreSQL: the fresh database DATABASE_URL names;
// with BENCH_CITY_URL, a loaded city database with the answer cache off), plus one bare route to compare against.
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import app from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { connectDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/seed/demo-data';
import { checkoutLedger, makeBenchCustomers, type BenchCustomers, type SignSession } from './bench-customers';
import { cityActorTokens, type CityTokens } from './city-actors';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-bench-'));
// The static file routes want their folders, as the server makes them at start.
await mkdir(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
const cityUrl = process.env.BENCH_CITY_URL;
const config = loadConfig({
  ...process.env,
  ...(cityUrl ? { DATABASE_URL: cityUrl, CATALOGUE_CACHE_MS: '0', SEED_DEMO_DATA: 'false' } : {}),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  PORT: process.env.BENCH_PORT ?? '8099',
  HOST: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '100000000',
  // As in production: search answers from the process's own index (NODE_ENV=test would turn it off).
  CATALOGUE_INDEX_REFRESH_MS: process.env.CATALOGUE_INDEX_REFRESH_MS ?? '30000',
});
const database = await connectDatabase(config);
await database.migrate();
if (!cityUrl) await seedDemoData(database.db, { uploadsDir: path.join(dataDir, 'uploads') });

const fastify = Fastify({ logger: { level: 'warn' } });
// The same server's floor: routing, hooks, helmet and rate limiting, but no database and no schema work.
fastify.get('/api/bench/bare', async () => ({ success: true }));
let customers: BenchCustomers | undefined;
let cityTokens: CityTokens | undefined;
let catalogueIndex: { whenReady(): Promise<void> } | undefined;
// The app in a scope of its own, as registering it would give; its session signer makes the bench's customers' tokens.
await fastify.register(async (scope) => {
  await app(scope, { config, database });
  catalogueIndex = scope.catalogueIndex;
  const sign: SignSession = (claims) => scope.jwt.sign(claims, { expiresIn: '1h' });
  if (!cityUrl) customers = await makeBenchCustomers(database.db, sign, config.shopOrigin, Number(process.env.BENCH_CHECKOUT_CLIENTS ?? 50));
  else cityTokens = await cityActorTokens(database.db, (claims) => scope.jwt.sign(claims, { expiresIn: '1h' }));
});
await fastify.listen({ port: config.port, host: config.host });
// Measured once built, as a process that has been up a while serves (catalogue reads take the SQL path until then).
const indexStarted = Date.now();
const rssBefore = process.memoryUsage().rss;
await catalogueIndex?.whenReady();
if (catalogueIndex) {
  const mb = (n: number) => `${(n / 1e6).toFixed(0)} MB`;
  console.log(`catalogue index built in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s; server RSS ${mb(rssBefore)} → ${mb(process.memoryUsage().rss)}`);
}
process.send?.({ ready: true, port: config.port, customers, cityTokens });
process.on('message', (m: { ledgerOf?: string[]; memory?: true }) => {
  if (m.ledgerOf) void checkoutLedger(database.db, m.ledgerOf).then((ledger) => process.send?.({ ledger }));
  if (m.memory) process.send?.({ memory: { rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed } });
});
const stop = async () => {
  await fastify.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
