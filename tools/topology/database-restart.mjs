// PostgreSQL goes away during 60 s of journeys and comes back: the replicas live on, health turns red then green,
// errors stay within a few seconds, and no order is left partial.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { RETRYABLE, Stats, runJourneys } from './journeys.mjs';
import { ledger, ms } from './replica-kill.mjs';
import { adminQuery, health, sleep } from './stack.mjs';

const LOAD_MS = 60_000;
const OUTAGE_AT_MS = 15_000;
/** Without a cluster restart, the database refuses connections for this long. */
const REFUSE_MS = 3_000;
/** Errors may start this long before health turns red (a request already waiting) and end this long after green. */
const ERROR_WINDOW_MAX_MS = 15_000;

/** The Debian cluster serving `url`'s port, when this machine has pg_ctlcluster. */
function clusterOf(url) {
  if (!existsSync('/usr/bin/pg_lsclusters') || !existsSync('/usr/bin/pg_ctlcluster')) return undefined;
  const port = new URL(url).port || '5432';
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return undefined;
  const out = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout ?? '';
  const line = out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((cols) => cols[2] === port && cols[3] === 'online');
  return line ? { version: line[0], name: line[1] } : undefined;
}

/**
 * How the database goes away. A cluster restart where this run may restart the cluster: in CI (a machine of its
 * own) or when TOPOLOGY_PG_RESTART=cluster; on a shared machine the test database alone refuses connections and
 * loses every backend, which the API sees the same way (TOPOLOGY_PG_RESTART=backends forces it).
 */
export function restartMethod(url, env = process.env) {
  const wanted = env.TOPOLOGY_PG_RESTART;
  const cluster = clusterOf(url);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const ci = Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
  if (wanted === 'backends') return { kind: 'backends' };
  if (cluster && isRoot && (wanted === 'cluster' || ci)) return { kind: 'cluster', ...cluster };
  if (wanted === 'cluster') throw new Error('TOPOLOGY_PG_RESTART=cluster, but no local cluster on that port can be restarted here (pg_ctlcluster, root)');
  return { kind: 'backends' };
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')}: exit ${code}\n${out}`))));
  });
}

async function takeDatabaseAway(stack, method) {
  if (method.kind === 'cluster') {
    await run('pg_ctlcluster', [method.version, method.name, 'restart']);
    return;
  }
  const name = stack.database.name;
  await adminQuery(stack.adminUrl, `alter database ${name} allow_connections false`);
  try {
    const until = performance.now() + REFUSE_MS;
    while (performance.now() < until) {
      await adminQuery(stack.adminUrl, 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await sleep(250);
    }
  } finally {
    await adminQuery(stack.adminUrl, `alter database ${name} allow_connections true`);
  }
}

/** Polls each replica's /api/health directly; keeps the times it was red. */
function watchHealth(replicas) {
  const watch = { red: replicas.map(() => []), stop: false };
  const loops = replicas.map(async (r, i) => {
    let redSince;
    while (!watch.stop) {
      const status = await health(r.base);
      const now = performance.now();
      if (status !== 200 && redSince === undefined) redSince = now;
      if (status === 200 && redSince !== undefined) {
        watch.red[i].push({ from: redSince, to: now });
        redSince = undefined;
      }
      await sleep(100);
    }
    if (redSince !== undefined) watch.red[i].push({ from: redSince, to: undefined });
  });
  watch.done = () => {
    watch.stop = true;
    return Promise.all(loops);
  };
  return watch;
}

/** The customers' orders missing a part: items, the placed event, the customer's and every seller's notification. */
async function partialOrders(stack, customerIds) {
  const { rows } = await adminQuery(
    stack.database.url,
    `with o as (select * from orders where customer_id = any($1))
     select
       (select count(*)::int from o where not exists (select 1 from order_items i where i.order_id = o.id)) as without_items,
       (select count(*)::int from o where not exists (select 1 from order_events e where e.order_id = o.id and e.kind = 'placed')) as without_placed_event,
       (select count(*)::int from o where not exists (
          select 1 from notifications n where n.order_id = o.id and n.recipient_role = 'customer' and n.recipient_id = o.customer_id)) as without_customer_notification,
       (select count(*)::int from o where exists (
          select 1 from order_items i where i.order_id = o.id and not exists (
            select 1 from notifications n where n.order_id = o.id and n.recipient_role = 'seller' and n.recipient_id = i.seller_id))) as without_seller_notification`,
    [customerIds],
  );
  return rows[0];
}

export async function databaseRestartStage(stack, customers) {
  const method = restartMethod(stack.adminUrl);
  const ids = customers.list.map((c) => c.id);
  const before = await ledger(stack, ids);
  const pids = stack.replicas.map((r) => r.child.pid);
  const stats = new Stats(new Set([...RETRYABLE, 500]));
  const begun = performance.now();
  const watch = watchHealth(stack.replicas);
  let outage;
  const away = sleep(OUTAGE_AT_MS).then(async () => {
    const from = performance.now();
    await takeDatabaseAway(stack, method);
    outage = { from, to: performance.now() };
  });
  await runJourneys(stats, customers.list, customers.products, { until: () => performance.now() - begun > LOAD_MS });
  await away;
  // Health checks still red at the end of the load get a last chance to turn green.
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline && (await Promise.all(stack.replicas.map((r) => health(r.base)))).some((s) => s !== 200)) await sleep(200);
  await watch.done();

  const after = await ledger(stack, ids);
  const partial = await partialOrders(stack, ids);
  const placed = after.orders - before.orders;
  const errors = stats.errorTimes.map((e) => e.at);
  const red = watch.red.flat();
  const redFrom = Math.min(...red.map((r) => r.from));
  const greenAt = Math.max(...red.map((r) => r.to ?? Infinity));
  const f = stack.figures;
  f['database outage'] = `${method.kind === 'cluster' ? `pg_ctlcluster ${method.version} ${method.name} restart` : `connections refused and backends ended for ${REFUSE_MS / 1000} s`}, ${ms(outage.to - outage.from)}`;
  f['journeys during the 60 s load'] = `${stats.journeys} (failures ${stats.failures.length}, retried attempts ${stats.retries})`;
  f['health red, per replica'] = watch.red.map((spans) => ms(spans.reduce((s, r) => s + ((r.to ?? performance.now()) - r.from), 0))).join(', ');
  f['errors seen by clients, window'] = errors.length ? ms(Math.max(...errors) - Math.min(...errors)) : 'none';
  f['health green again, after the outage began'] = Number.isFinite(greenAt) ? ms(greenAt - outage.from) : 'never';

  const problems = [];
  stack.replicas.forEach((r, i) => {
    if (!r.alive || r.child.pid !== pids[i]) problems.push(`${r.name} did not survive`);
  });
  if (red.length === 0) problems.push('health never turned red while the database was away');
  if (!Number.isFinite(greenAt)) problems.push('health did not turn green again');
  if (errors.length && Math.max(...errors) - Math.min(...errors) > ERROR_WINDOW_MAX_MS) {
    problems.push(`errors spread over ${ms(Math.max(...errors) - Math.min(...errors))}`);
  }
  if (errors.some((t) => t < outage.from - 1_000)) problems.push('errors before the database went away');
  if (stats.failures.length) problems.push(`${stats.failures.length} journeys failed, e.g. ${stats.failures[0]}`);
  if (placed !== stats.journeys) problems.push(`${placed} orders in the database for ${stats.journeys} journeys`);
  if (after.keys_with_order !== after.orders_of_keys) problems.push('an Idempotency-Key names an order another key names too');
  if (after.cart_lines !== 0) problems.push(`${after.cart_lines} lines left in carts that became orders`);
  for (const [what, n] of Object.entries(partial)) if (n > 0) problems.push(`${n} orders ${what.replaceAll('_', ' ')}`);
  if (problems.length) throw new Error(problems.join('; '));
  return `${method.kind}; red from ${ms(redFrom - outage.from)} after the outage began`;
}
