// Starts the API with the built apps and demo data on a throw-away database, for the browser tests:
// a fresh PostgreSQL database when DATABASE_URL is set (created here, dropped after), else an embedded one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs one statement on the server of `adminUrl` (its own database, e.g. postgres). */
async function admin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database beside the one `adminUrl` names; the API migrates it and loads the demo data. */
async function freshPostgres(adminUrl) {
  const name = `nukkad_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`) };
}

const adminUrl = process.env.DATABASE_URL || undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nukkad-e2e-'));
const database = adminUrl ? await freshPostgres(adminUrl) : { url: '', drop: async () => {} };
if (adminUrl) console.log(`[e2e] PostgreSQL database ${new URL(database.url).pathname.slice(1)} (dropped after the run)`);

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '8090',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // The journeys sign the demo customer in many times within one send window.
    OTP_SENDS_PER_PHONE: '1000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  try {
    await database.drop();
  } catch (err) {
    console.error(`[e2e] could not drop the test database: ${err.message}`);
    process.exitCode = 1;
  }
  process.exit(code ?? process.exitCode ?? 0);
});
