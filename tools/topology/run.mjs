// `npm run test:topology`: the production topology on this machine (PostgreSQL, two API replicas, Caddy in front),
// then what production must survive: a replica killed during 200 customer journeys, a rolling restart under load,
// PostgreSQL restarted under load, background jobs with two replicas, live events across replicas. Prints the figures
// and exits non-zero on a failure.
//
// The replicas run with NODE_ENV=development: production refuses to start without a real SMS gateway and Razorpay
// keys, and this run reads sign-in codes from the development outbox and pays with the local test provider. Every
// other production concern is the same: one database, secrets shared by the replicas, uploads in one shared folder.
import path from 'node:path';
import { checkFront, servedBy } from './front.mjs';
import { databaseRestartStage } from './database-restart.mjs';
import { backgroundJobsStage, insertOrphanPayments } from './background-jobs.mjs';
import { replicaKillStage, prepareCustomers } from './replica-kill.mjs';
import { rollingRestartStage } from './rolling-restart.mjs';
import { liveEventsStage } from './live-events.mjs';
import { Skipped } from './skipped.mjs';
import { operationsStage } from './operations.mjs';
import { buildApps } from '../run.mjs';
import {
  Caddy,
  Replica,
  renderedPagesDir,
  SECRETS,
  ensureCaddy,
  freePort,
  freshDatabase,
  postgresAnswers,
  removeDir,
  workDir,
} from './stack.mjs';

const adminUrl = process.env.TOPOLOGY_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = performance.now();
const results = [];
const figures = {};

function say(text) {
  console.log(`[topology +${((performance.now() - started) / 1000).toFixed(0)}s] ${text}`);
}

async function stage(name, fn) {
  const begun = performance.now();
  say(`── ${name}`);
  try {
    const detail = await fn();
    if (detail instanceof Skipped) {
      results.push({ name, ok: true, skipped: detail.why });
      say(`── ${name}: skipped (${detail.why})`);
      return;
    }
    results.push({ name, ok: true });
    say(`── ${name}: ok in ${((performance.now() - begun) / 1000).toFixed(1)}s${detail ? ` (${detail})` : ''}`);
  } catch (err) {
    results.push({ name, ok: false, error: err });
    say(`── ${name}: FAILED in ${((performance.now() - begun) / 1000).toFixed(1)}s\n${err?.stack ?? err}`);
  }
}

if (!(await postgresAnswers(adminUrl))) {
  console.error(`[topology] PostgreSQL does not answer at ${adminUrl.replace(/:[^:@/]*@/, ':***@')}; set TOPOLOGY_DATABASE_URL.`);
  process.exit(1);
}
const caddyBinary = ensureCaddy();
// The four apps and the API bundle, current with the sources (Nx answers from its cache when nothing changed).
if ((await buildApps()) !== 0) {
  console.error('[topology] the apps or the API failed to build; see above.');
  process.exit(1);
}

const dir = workDir();
const database = await freshDatabase(adminUrl);
say(`database ${database.name} (dropped after the run); work folder ${dir}`);

const [portA, portB, frontPort] = [await freePort(), await freePort(), await freePort()];
const replicaEnv = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DATABASE_URL: database.url,
  DATA_DIR: path.join(dir, 'data'),
  // The replicas render the customer app's pages, as in the image.
  WEB_DIST_DIR: renderedPagesDir(dir),
  ...SECRETS,
  LOG_LEVEL: 'info',
  SEED_DEMO_DATA: 'true',
  RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  OTP_SENDS_PER_PHONE: '1000',
  OTP_SENDS_PER_CLIENT: '100000',
};
const replicas = [new Replica('replica-a', portA, replicaEnv, dir), new Replica('replica-b', portB, replicaEnv, dir)];
const caddy = new Caddy(caddyBinary, frontPort, replicas.map((r) => `127.0.0.1:${r.port}`), dir);
const stack = { adminUrl, database, replicas, caddy, dir, secrets: SECRETS, figures };

let stopping = false;
async function teardown() {
  if (stopping) return;
  stopping = true;
  await caddy.stop().catch(() => {});
  await Promise.all(replicas.map((r) => r.stop().catch(() => {})));
  try {
    await database.drop();
  } catch (err) {
    console.error(`[topology] could not drop ${database.name}: ${err.message}`);
  }
  if (!process.env.TOPOLOGY_KEEP_LOGS) removeDir(dir);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void teardown().then(() => process.exit(1));
  });
}

try {
  await stage('topology: two replicas and Caddy serving the apps by host name', async () => {
    caddy.validate();
    for (const r of replicas) r.start();
    await Promise.all(replicas.map((r) => r.ready()));
    caddy.start();
    await caddy.ready();
    await checkFront(stack);
    return `replicas on ${portA} and ${portB}, Caddy on ${frontPort}, ${await servedBy(stack)}`;
  });

  if (results.every((r) => r.ok)) {
    say('signing up the customers');
    const customers = await prepareCustomers(stack);
    // Written now, refunded by whichever replica's minutely job comes first while the other stages run.
    const orphans = await insertOrphanPayments(stack, customers.list[0].id);
    await stage('200 journeys while a replica is killed and started again', () => replicaKillStage(stack, customers));
    await stage('a rolling restart (SIGTERM to each replica in turn) under load drops nobody', () => rollingRestartStage(stack, customers));
    await stage('PostgreSQL restarted during 60 s of load', () => databaseRestartStage(stack, customers));
    await stage('background jobs run once with two replicas', () => backgroundJobsStage(stack, orphans));
    await stage('live events across replicas', () => liveEventsStage(stack, customers));
    await stage('operations: request ids in the logs, metrics behind a token', () => operationsStage(stack));
  }
} finally {
  say('stopping Caddy and the replicas, dropping the database');
  await teardown();
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log('\n[topology] figures');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(50)} ${value}`);
const failed = results.filter((r) => !r.ok);
for (const r of results) console.log(`  ${r.skipped ? 'SKIP  ' : r.ok ? 'ok    ' : 'FAILED'} ${r.name}${r.skipped ? ` (${r.skipped})` : ''}`);
console.log(`\n[topology] ${seconds}s in all`);
const skipped = results.filter((r) => r.skipped).length;
console.log(`topology: ${results.length - failed.length - skipped} passed, ${failed.length} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed.length ? 1 : 0);
