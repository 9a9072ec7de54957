import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: services only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

type Logger = { error(obj: unknown, msg?: string): void };

/** Advisory lock key held while migrating, so replicas starting together migrate once ("nukkad" in hex). */
export const MIGRATION_LOCK_KEY = 0x6e756b6b6164;

/** Real PostgreSQL through a pool that survives a database restart. */
export function connectPostgres(url: string, logger?: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => logger?.error({ err }, 'idle database client failed'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        // The others wait here, then find every migration applied.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL (PGlite); `dataDir` undefined keeps it in memory. */
export async function connectPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, fuzzystrmatch } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One connection, so an advisory lock would not exclude anyone: calls queue behind each other instead.
  let migrations: Promise<void> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    migrate: () => (migrations = migrations.catch(() => {}).then(() => migratePglite(drizzlePglite(client), { migrationsFolder }))),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export async function connectDatabase(
  opts: { databaseUrl?: string; dataDir?: string },
  logger?: Logger,
): Promise<Database> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl, logger);
  return connectPglite(opts.dataDir ? path.resolve(opts.dataDir, 'db') : undefined);
}
