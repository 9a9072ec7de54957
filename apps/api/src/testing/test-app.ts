import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import app from '../app';
import { loadConfig, type Config } from '../config';
import { connectPglite, connectPostgres, type Database } from '../db/client';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file, as global-setup chose (PostgreSQL: a clone of the migrated
 * template; else a new in-memory PGlite). `drop` removes it after `database.close()`.
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const mode = inject('testDatabase');
  if (mode.kind === 'pglite') {
    const database = await connectPglite(undefined);
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const name = `nukkad_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: mode.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${mode.template}`);
  await admin.end();
  const url = new URL(mode.adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString());
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: mode.adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
  const { database, drop } = await freshDatabase();
  const fastify = Fastify({ logger: false });
  await fastify.register(app, { config, database });
  await fastify.ready();
  return {
    app: fastify,
    database,
    config,
    dataDir,
    async close() {
      await fastify.close();
      // A test may have closed the database itself to simulate an outage.
      await database.close().catch(() => {});
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
