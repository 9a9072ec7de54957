// The real app on a throw-away embedded database with demo data (on PostgreSQL: the fresh database DATABASE_URL names;
// with BENCH_CITY_URL, a loaded city database with the answer cache off), plus one bare route to compare against.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import app from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { connectDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/seed/demo-data';
import { checkoutLedger, makeBenchCustomers, type BenchCustomers, type SignSession } from './bench-customers';
import { cityActorTokens, type CityTokens } from './city-actors';
import type { RecordedStatement } from './pgbench';

const pgUtils = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue(value: unknown): unknown };

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
  // As in production: replies are written without the zod check.
  CHECK_REPLIES: 'false',
});
// While a request is recorded, every statement node-postgres sends for a request (not for the API's own jobs, which
// run beside it), with its parameters as it sends them, so the bench can run the same SQL alone with pgbench.
let recording: RecordedStatement[] | undefined;
const inRequest = new AsyncLocalStorage<true>();
const send = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording && inRequest.getStore()) {
    const [config, values] = args as [string | { text: string; name?: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config.text;
    const name = typeof config === 'string' ? undefined : config.name || undefined;
    const params = (Array.isArray(values) ? values : typeof config === 'string' ? [] : (config.values ?? [])).map(
      (v) => pgUtils.prepareValue(v) as string | null,
    );
    recording.push({ text, values: params, ...(name ? { name } : {}) });
  }
  return send.apply(this, args);
} as typeof pg.Client.prototype.query;
const database = await connectDatabase(config);
await database.migrate();
if (!cityUrl) await seedDemoData(database.db, { uploadsDir: path.join(dataDir, 'uploads') });

const fastify = Fastify({ logger: { level: 'warn' } });
// While recording, whatever a request's handling does, statements included, runs in the request's scope (only then:
// the scope's promise hooks cost every request).
fastify.addHook('onRequest', (_request, _reply, done) => (recording ? inRequest.run(true, done) : done()));
// The same server's floor: routing, hooks, helmet and rate limiting, but no database and no schema work.
fastify.get('/api/bench/bare', async () => ({ success: true }));
// A call's floor: its recorded statements (each request one set, in turn) sent through the API's pool as the API
// sends them, named where it named them, by a bare route: no token, query builder or reply schema.
let floorSets: RecordedStatement[][] = [];
const apiPool = (database.db as unknown as { $client: pg.Pool }).$client;
let nextFloorSet = 0;
fastify.get('/api/bench/floor', async () => {
  let rows: unknown[] = [];
  for (const s of floorSets[nextFloorSet++ % floorSets.length] ?? []) rows = (await apiPool.query({ name: s.name, text: s.text, values: s.values })).rows;
  return { success: true, rows };
});
let customers: BenchCustomers | undefined;
let cityTokens: CityTokens | undefined;
// The app in a scope of its own, as registering it would give; its session signer makes the bench's customers' tokens.
await fastify.register(async (scope) => {
  await app(scope, { config, database });
  const sign: SignSession = (claims) => scope.jwt.sign(claims, { expiresIn: '1h' });
  if (!cityUrl) customers = await makeBenchCustomers(database.db, sign, config.shopOrigin, Number(process.env.BENCH_CHECKOUT_CLIENTS ?? 50));
  else cityTokens = await cityActorTokens(database.db, (claims) => scope.jwt.sign(claims, { expiresIn: '1h' }));
});
await fastify.listen({ port: config.port, host: config.host });
process.send?.({ ready: true, port: config.port, customers, cityTokens });
process.on('message', (m: { ledgerOf?: string[]; memory?: true; record?: true; recorded?: true; floor?: RecordedStatement[][] }) => {
  if (m.floor) {
    floorSets = m.floor;
    process.send?.({ floorSet: true });
  }
  if (m.ledgerOf) void checkoutLedger(database.db, m.ledgerOf).then((ledger) => process.send?.({ ledger }));
  if (m.memory) process.send?.({ memory: { rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed } });
  if (m.record) recording = [];
  if (m.recorded) {
    process.send?.({ recorded: recording ?? [] });
    recording = undefined;
    inRequest.disable();
  }
});
const stop = async () => {
  await fastify.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
