// The live-events part of `npm run bench`: two API processes (the real server, as the topology runs it) on a fresh
// PostgreSQL database, 1,000 admin streams split over them, and status changes committed by the bench itself through
// the orders service; how long each change took from its commit to every stream, and what the streams cost in memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config';
import { connectDatabase, type Database } from '../../apps/api/src/db/client';
import { admins, orderItems } from '../../apps/api/src/db/schema';
import { testPaymentProvider } from '../../apps/api/src/ports/payment-provider-test';
import { confirmOrder } from '../../apps/api/src/modules/orders/confirm-order';
import { EventStreamReader } from '../../apps/api/src/testing/event-stream';
import { withDatabase } from './bench-database';
import { makeBenchCustomers } from './bench-customers';
import { percentile } from './checkout-load';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type LiveEventsOptions = { adminUrl: string; streams: number; changes: number };

/** One process's memory, from its own /api/metrics. */
export type Memory = { rss: number; heapUsed: number; streams: number };
export type ReplicaFigures = { name: string; before: Memory; after: Memory };

export type LiveEventsRun = {
  database: string;
  streams: number;
  changes: number;
  /** Milliseconds from a change's commit to its event on one stream: one entry per stream and change. */
  delays: number[];
  /** Per change, the delay of the first and of the last stream to hear it. */
  firstDelays: number[];
  lastDelays: number[];
  /** Streams that never heard a change (within the wait), summed over the changes. */
  missed: number;
  replicas: ReplicaFigures[];
  openSeconds: number;
};

/** Changes made and heard before the measured ones, so neither side is timed while still compiling its paths. */
const WARM_UP_CHANGES = 2;
/** Streams opened at once, as a crowd of browsers arriving together would. */
const OPEN_AT_ONCE = 100;
/** How long every stream has to hear a change before the missing ones are counted. */
const HEAR_WITHIN_MS = 10_000;
/** A pause between changes, so each is timed on its own rather than behind the previous one's fan-out. */
const BETWEEN_CHANGES_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A session token as the API's own signer makes it (HS256 over the same claims), for accounts made in the database. */
function signSession(secret: string, claims: { sub: string; role: 'admin' | 'customer'; ver: number }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One API process: `apps/api/src/server.ts` from source, its log in the work folder. */
class ApiProcess {
  readonly base: string;
  readonly logFile: string;
  private child: ChildProcess | undefined;
  private exited: Promise<void> | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    workDir: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.logFile = path.join(workDir, `${name}.log`);
  }

  async start(timeoutMs = 120_000) {
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} exited while starting:\n${this.logTail()}`);
      const status = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      if (status === 200) return;
      await sleep(200);
    }
    throw new Error(`${this.name} did not become healthy in ${timeoutMs / 1000}s:\n${this.logTail()}`);
  }

  async memory(metricsToken: string): Promise<Memory> {
    const res = await fetch(`${this.base}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const text = await res.text();
    if (!res.ok) throw new Error(`${this.name} /api/metrics: ${res.status} ${text}`);
    const value = (name: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name} `));
      if (!line) throw new Error(`${this.name} /api/metrics has no ${name}`);
      return Number(line.slice(name.length + 1));
    };
    return { rss: value('process_resident_memory_bytes'), heapUsed: value('nodejs_heap_size_used_bytes'), streams: value('nukkad_event_streams_open') };
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(force);
  }

  logTail(): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

async function post(base: string, token: string, route: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Orders of one item each, placed through the API by one customer (cash on delivery), waiting for their seller. */
async function placeOrders(db: Database['db'], base: string, secret: string, origin: { lat: number; lng: number }, count: number) {
  const made = await makeBenchCustomers(db, (claims) => signSession(secret, claims), origin, 1);
  const customer = made.clients[0]!;
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    await post(base, customer.token, '/api/cart/addToCart', { productId: made.foodProducts[i % made.foodProducts.length], cartKey: 'foodCart' });
    const placed = await post(
      base,
      customer.token,
      '/api/order/create-order',
      { cartKey: 'foodCart', address: { _id: customer.addressId }, paymentMethod: 'COD' },
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    orderIds.push((placed.order as { _id: string })._id);
  }
  const items = await db
    .select({ orderId: orderItems.orderId, productId: orderItems.productId, sellerId: orderItems.sellerId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  // In placing order, so the changes are made in the same order on every run.
  return orderIds.map((id) => items.find((item) => item.orderId === id)!);
}

/** Admins made straight in the database, each with a token: every admin stream hears every order's status change. */
async function makeAdmins(db: Database['db'], secret: string, count: number): Promise<string[]> {
  const rows = await db
    .insert(admins)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Bench Admin ${i + 1}`,
        email: `bench-admin-${i + 1}@bench.invalid`,
        // Nobody signs in with a password here: the bench signs the sessions itself.
        passwordHash: '!',
      })),
    )
    .returning({ id: admins.id, tokenVersion: admins.tokenVersion });
  return rows.map((r) => signSession(secret, { sub: r.id, role: 'admin', ver: r.tokenVersion }));
}

async function openStreams(processes: ApiProcess[], tokens: string[]): Promise<EventStreamReader[]> {
  const readers: EventStreamReader[] = [];
  for (let start = 0; start < tokens.length; start += OPEN_AT_ONCE) {
    const batch = tokens.slice(start, start + OPEN_AT_ONCE);
    const opened = await Promise.all(batch.map((token, i) => EventStreamReader.open(processes[(start + i) % processes.length]!.base, { token })));
    readers.push(...opened);
    const refused = opened.find((r) => r.status !== 200);
    if (refused) throw new Error(`a stream was refused: ${refused.status} ${JSON.stringify(await refused.json())}`);
  }
  return readers;
}

/** When each stream first heard an event of this order after `seen[i]` events, or undefined for the ones still waiting. */
function arrivals(readers: EventStreamReader[], seen: number[], orderId: string): (number | undefined)[] {
  return readers.map((r, i) => r.events.slice(seen[i]).find((e) => e.event === 'order' && e.data.orderId === orderId)?.at);
}

export async function measureLiveEvents(opts: LiveEventsOptions): Promise<LiveEventsRun> {
  const name = `nukkad_bench_events_${process.pid}`;
  const url = await withDatabase(opts.adminUrl, name, 'create');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'nukkad-bench-events-'));
  const secret = `bench-jwt-${randomBytes(16).toString('hex')}`;
  const metricsToken = `bench-metrics-${randomBytes(8).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: url,
    DATA_DIR: workDir,
    HOST: '127.0.0.1',
    JWT_SECRET: secret,
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const processes = [new ApiProcess('replica-a', await freePort(), env, workDir), new ApiProcess('replica-b', await freePort(), env, workDir)];
  let database: Database | undefined;
  let readers: EventStreamReader[] = [];
  let failed = true;
  try {
    // One at a time: the first migrates the fresh database and loads the demo data, the second finds it done.
    for (const p of processes) await p.start();
    const config = loadConfig({ DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    database = await connectDatabase(config);
    const db = database.db;
    const orders = await placeOrders(db, processes[0]!.base, secret, config.shopOrigin, WARM_UP_CHANGES + opts.changes);
    const tokens = await makeAdmins(db, secret, opts.streams);
    const provider = testPaymentProvider({ keySecret: config.payment.keySecret });

    const before = await Promise.all(processes.map((p) => p.memory(metricsToken)));
    const opening = performance.now();
    readers = await openStreams(processes, tokens);
    const openSeconds = (performance.now() - opening) / 1000;
    // A moment for the sockets' first writes and the collector to settle before the open streams are weighed.
    await sleep(1_000);
    const after = await Promise.all(processes.map((p) => p.memory(metricsToken)));

    const delays: number[] = [];
    const firstDelays: number[] = [];
    const lastDelays: number[] = [];
    let missed = 0;
    for (const [n, order] of orders.entries()) {
      const seen = readers.map((r) => r.events.length);
      // The service's transaction has committed when it returns: that moment is the start of every delay.
      await confirmOrder(db, { id: order.sellerId, role: 'seller' }, { orderId: order.orderId, selectedProducts: [order.productId] }, { provider });
      const committedAt = performance.now();
      let heard = arrivals(readers, seen, order.orderId);
      while (heard.some((at) => at === undefined) && performance.now() - committedAt < HEAR_WITHIN_MS) {
        await sleep(10);
        heard = arrivals(readers, seen, order.orderId);
      }
      if (n >= WARM_UP_CHANGES) {
        const got = heard.filter((at): at is number => at !== undefined).map((at) => at - committedAt);
        missed += heard.length - got.length;
        delays.push(...got);
        if (got.length > 0) {
          firstDelays.push(Math.min(...got));
          lastDelays.push(Math.max(...got));
        }
      }
      await sleep(BETWEEN_CHANGES_MS);
    }
    failed = false;
    return {
      database: name,
      streams: readers.length,
      changes: opts.changes,
      delays,
      firstDelays,
      lastDelays,
      missed,
      replicas: processes.map((p, i) => ({ name: p.name, before: before[i]!, after: after[i]! })),
      openSeconds,
    };
  } catch (err) {
    for (const p of processes) console.error(`--- last lines of ${p.name}'s log:\n${p.logTail()}`);
    throw err;
  } finally {
    for (const r of readers) r.close();
    await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
    await withDatabase(opts.adminUrl, name, 'drop');
    rmSync(workDir, { recursive: true, force: true });
    if (failed) process.exitCode = 1;
  }
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

export function printLiveEvents(run: LiveEventsRun, load: { start: string; end: string }) {
  const ms = (v: number) => v.toFixed(1).padStart(8);
  const row = (label: string, list: number[]) => `${label.padEnd(34)} ${ms(percentile(list, 50))} ${ms(percentile(list, 99))} ${ms(Math.max(...list))}`;
  console.log(
    [
      '',
      `live events: ${run.streams} admin streams split over 2 API processes on PostgreSQL (a fresh database ${run.database}, dropped after),`,
      `opened in ${run.openSeconds.toFixed(1)} s; ${run.changes} status changes (a seller confirms an order's item, through the orders service),`,
      'each heard by every admin stream; a delay runs from the commit to the event read off a stream in the bench process.',
      '',
      `${'delay from commit'.padEnd(34)}   p50 ms   p99 ms   max ms`,
      row(`each stream (${run.delays.length} receipts)`, run.delays),
      row('the first stream of each change', run.firstDelays),
      row('the last stream of each change', run.lastDelays),
      `missed: ${run.missed}${run.missed ? ' (streams that did not hear a change within 10 s)' : ''}`,
      '',
      'process      streams   RSS MB before → after   RSS per stream   heap used MB before → after (garbage not yet collected included)',
      ...run.replicas.map((r) => {
        const perStream = r.after.streams > 0 ? `${((r.after.rss - r.before.rss) / r.after.streams / 1e3).toFixed(1)} kB` : '–';
        return [
          r.name.padEnd(12),
          String(r.after.streams).padStart(7),
          `   ${mb(r.before.rss).padStart(8)} → ${mb(r.after.rss).padEnd(8)}`,
          `   ${perStream.padStart(14)}`,
          `   ${mb(r.before.heapUsed).padStart(12)} → ${mb(r.after.heapUsed)}`,
        ].join('');
      }),
      '',
      `load average ${load.start} at the start, ${load.end} at the end`,
    ].join('\n'),
  );
  if (run.missed > 0) process.exitCode = 1;
}
