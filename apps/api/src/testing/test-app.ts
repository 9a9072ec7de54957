import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { inject } from 'vitest';
import app, { type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { connectPglite, connectPostgres, type Database } from '../db/client';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/** The configuration every test app runs with, over a data folder of its own. */
export async function testConfig(env: Record<string, string> = {}): Promise<{ config: Config; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // Tests change the catalogue and read it back at once.
    CATALOGUE_CACHE_MS: '0',
    ...env,
  });
  return { config, dataDir };
}

/**
 * A fresh, migrated database for one test file, as global-setup chose (PostgreSQL: a clone of the migrated
 * template; else a new in-memory PGlite). `open` gives another connection to it (PGlite: the same one);
 * `drop` removes it after every connection is closed.
 */
export async function freshDatabase(): Promise<{ database: Database; open: () => Database; drop: () => Promise<void> }> {
  const mode = inject('testDatabase');
  if (mode.kind === 'pglite') {
    const database = await connectPglite(undefined);
    await database.migrate();
    return { database, open: () => database, drop: async () => {} };
  }
  const name = `nukkad_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: mode.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${mode.template}`);
  await admin.end();
  const url = new URL(mode.adminUrl);
  url.pathname = `/${name}`;
  const open = () => connectPostgres(url.toString());
  return {
    database: open(),
    open,
    drop: async () => {
      const c = new pg.Client({ connectionString: mode.adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    },
  };
}

/** The application on a database, ready for `inject`; `routes` adds test-only routes under its hooks and error handler. */
async function startApp(
  config: Config,
  database: Database,
  opts: { fastify?: (config: Config) => FastifyServerOptions; routes?: (app: FastifyInstance) => void; push?: AppOptions['push'] } = {},
): Promise<FastifyInstance> {
  const fastify = Fastify(opts.fastify?.(config) ?? { logger: false });
  try {
    // Unencapsulated, so routes added beside it fall under its hooks and error handler.
    await fastify.register(fp(app), { config, database, ...(opts.push ? { push: opts.push } : {}) });
    opts.routes?.(fastify);
    await fastify.ready();
  } catch (err) {
    await fastify.close().catch(() => {});
    throw err;
  }
  return fastify;
}

/**
 * A test app on a fresh database. `fastify` sets Fastify options of the test's own (a log stream, trusted
 * proxies); `routes` registers test-only routes.
 */
export async function buildTestServer(
  opts: {
    env?: Record<string, string>;
    fastify?: (config: Config) => FastifyServerOptions;
    routes?: (app: FastifyInstance) => void;
    /** Web Push: tests of it run the push job's steps themselves ({ job: false }). */
    push?: AppOptions['push'];
  } = {},
): Promise<TestApp> {
  const { config, dataDir } = await testConfig(opts.env);
  const { database, drop } = await freshDatabase();
  const cleanUp = async () => {
    // A test may have closed the database itself to simulate an outage.
    await database.close().catch(() => {});
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let fastify: FastifyInstance;
  try {
    fastify = await startApp(config, database, opts);
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return {
    app: fastify,
    database,
    config,
    dataDir,
    async close() {
      await fastify.close();
      await cleanUp();
    },
  };
}

export const buildTestApp = (env: Record<string, string> = {}) => buildTestServer({ env });

export type Replicas = {
  apps: FastifyInstance[];
  /** A connection of the test's own, for reading what the replicas wrote. */
  database: Database;
  close(): Promise<void>;
};

/**
 * Several API instances over ONE fresh database, as replicas behind a load balancer: on PostgreSQL each with
 * its own connection pool; on PGlite (one in-process database) they share its single connection.
 */
export async function buildReplicas(count: number, env: Record<string, string> = {}): Promise<Replicas> {
  const { config, dataDir } = await testConfig(env);
  const { database, open, drop } = await freshDatabase();
  const connections = Array.from({ length: count }, (_, i) => (i === 0 ? database : open()));
  const apps: FastifyInstance[] = [];
  for (const connection of connections) apps.push(await startApp(config, connection));
  const own = open();
  return {
    apps,
    database: own,
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all([...new Set([...connections, own])].map((d) => d.close().catch(() => {})));
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits out the last seconds of a fixed window, so a burst of requests is counted within one window. */
export async function clearOfWindowEdge(windowMs: number, marginMs = 10_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
