import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import app from '../app';
import { loadConfig } from '../config';
import { connectPglite, connectPostgres, type Database } from '../db/client';

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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-replicas-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CATALOGUE_CACHE_MS: '0',
    ...env,
  });
  const mode = inject('testDatabase');
  let open: () => Database;
  let drop = async () => {};
  if (mode.kind === 'pglite') {
    const shared = await connectPglite(undefined);
    await shared.migrate();
    open = () => shared;
    drop = () => shared.close();
  } else {
    const name = `nukkad_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: mode.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${mode.template}`);
    await admin.end();
    const url = new URL(mode.adminUrl);
    url.pathname = `/${name}`;
    open = () => connectPostgres(url.toString());
    drop = async () => {
      const c = new pg.Client({ connectionString: mode.adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    };
  }
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const database = open();
    databases.push(database);
    const fastify = Fastify({ logger: false });
    await fastify.register(app, { config, database });
    await fastify.ready();
    apps.push(fastify);
  }
  const database = open();
  return {
    apps,
    database,
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      if (mode.kind === 'postgres') await Promise.all([...databases, database].map((d) => d.close()));
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
