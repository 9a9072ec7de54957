// The idle API's memory as it runs in production: the compiled bundle (apps/api/dist), on a fresh PostgreSQL
// database with the demo data loaded, left alone for a while after it answers its health check.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { API_BUNDLE, API_NODE_FLAGS } from '../run.mjs';
import { withDatabase } from './bench-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long the process is left idle before its RSS is read: start-up's garbage has been collected by then. */
const SETTLE_MS = 10_000;
const START_TIMEOUT_MS = 120_000;

/** The process's resident set in bytes, from /proc (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kB = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kB) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kB[1]) * 1024;
}

async function healthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts the bundle and waits for its health check; resolves to the running process and a stop that waits for its exit. */
async function startBundle(url: string, dataDir: string, port: number, env: Record<string, string>) {
  const api = spawn(process.execPath, [...API_NODE_FLAGS, API_BUNDLE], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => api.on('exit', () => resolve()));
  const stop = async () => {
    api.kill('SIGINT');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(base))) {
    if (api.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the compiled API did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { pid: api.pid!, stop };
}

/**
 * A production start's settings: fresh secrets, and outside services (SMS, Razorpay, Web Push) named but never called while
 * the process is idle.
 */
function productionEnv(): Record<string, string> {
  const secret = randomBytes(32).toString('hex');
  const vapid = webpush.generateVAPIDKeys();
  return {
    NODE_ENV: 'production',
    JWT_SECRET: secret,
    ADMIN_SECRET_KEY: secret,
    DELIVERY_SECRET_KEY: secret,
    OTP_PEPPER: secret,
    SMS_API_URL: 'https://sms.invalid/send',
    SMS_API_KEY: secret,
    RAZORPAY_KEY_ID: 'rzp_idle_bench',
    RAZORPAY_KEY_SECRET: secret,
    RAZORPAY_WEBHOOK_SECRET: secret,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:bench@nukkad.invalid',
  };
}

/**
 * Builds the bundle and starts it twice on a database of its own: the first start (development) loads the demo data,
 * the second (production, as every replica runs) finds it there. Resolves to the second's RSS once settled.
 */
export async function idleMemoryOfBundle(adminUrl: string, port: number): Promise<number> {
  const built = spawnSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the API bundle did not build');
  const name = `nukkad_bench_idle_${process.pid}`;
  const url = await withDatabase(adminUrl, name, 'create');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-idle-'));
  try {
    await (await startBundle(url, dataDir, port, { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' })).stop();
    const api = await startBundle(url, dataDir, port, productionEnv());
    try {
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      return await rssOf(api.pid);
    } finally {
      await api.stop();
    }
  } finally {
    await withDatabase(adminUrl, name, 'drop');
    await rm(dataDir, { recursive: true, force: true });
  }
}
