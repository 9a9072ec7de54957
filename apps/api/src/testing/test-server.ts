import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import app from '../app';
import { loadConfig, type Config } from '../config';
import { connectPglite, type Database } from '../db/client';

export type TestServer = { app: FastifyInstance; database: Database; config: Config; dataDir: string; close(): Promise<void> };

/**
 * For tests that need what the shared test app does not offer: Fastify options of their own (a log stream,
 * trusted proxies) or test-only routes, which `routes` registers inside the application (under its access hook
 * and error handler). The database is a fresh in-memory PGlite.
 */
export async function buildTestServer(opts: {
  fastify?: (config: Config) => FastifyServerOptions;
  env?: Record<string, string>;
  routes?: (app: FastifyInstance) => void;
}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CATALOGUE_CACHE_MS: '0',
    ...opts.env,
  });
  const database = await connectPglite(undefined);
  await database.migrate();
  const fastify = Fastify(opts.fastify?.(config) ?? { logger: false });
  try {
    // Unencapsulated, so routes added beside it fall under its hooks and error handler.
    await fastify.register(fp(app), { config, database });
    opts.routes?.(fastify);
    await fastify.ready();
  } catch (err) {
    await fastify.close().catch(() => {});
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    app: fastify,
    database,
    config,
    dataDir,
    async close() {
      await fastify.close();
      await database.close().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
