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
  /** The pool's connections (PostgreSQL only): open, idle, and callers waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any connection to this database, and once
   * more without one whenever a lost listening connection is back (notifications sent meanwhile are lost). Resolves
   * to a function that stops it.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

type Logger = { error(obj: unknown, msg?: string): void };

const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 30_000;

/** LISTEN needs a connection of its own, held open: a pooled one goes back to the pool after each query. */
async function listenPostgres(url: string, channel: string, onNotify: (payload?: string) => void, logger?: Logger): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RELISTEN_FIRST_MS;
  let attempts = 0;

  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RELISTEN_MAX_MS);
  };

  async function connect() {
    const first = attempts++ === 0;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = c;
    c.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload);
    });
    // A lost connection must not crash the process; 'end' follows and reconnects.
    c.on('error', (err) => logger?.error({ err }, `listening connection for ${channel} failed`));
    c.on('end', () => {
      if (client === c) reconnectLater();
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      logger?.error({ err }, `could not listen on ${channel}`);
      await c.end().catch(() => {});
      if (client === c) reconnectLater();
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    delay = RELISTEN_FIRST_MS;
    // Listening again after a gap: whatever was sent meanwhile is lost, so report a change.
    if (!first) onNotify();
  }

  // The first attempt is awaited, so a process listens before it serves; a failed one keeps retrying.
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

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
  // A client losing its connection must not crash the process, idle or checked out between two statements of a
  // transaction (no query then to fail with it): its statement fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', (err) => logger?.error({ err }, 'database connection lost')));
  // Already logged by the client's own listener; without one of its own the pool would rethrow it.
  pool.on('error', () => {});
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify, logger),
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
    // One in-process database: every NOTIFY reaches every listener on it.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
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
