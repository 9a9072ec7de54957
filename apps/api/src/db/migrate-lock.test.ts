import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connectPglite, connectPostgres, type Database } from './client';

const journalCount = async (database: Database) => {
  const rows = await database.db.execute<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations' as never);
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('migrations', () => {
  it('run once when several processes start together', async () => {
    const mode = inject('testDatabase');
    if (mode.kind === 'pglite') {
      // One embedded database: concurrent calls still leave one journal.
      const database = await connectPglite(undefined);
      try {
        await Promise.all([database.migrate(), database.migrate(), database.migrate()]);
        const once = await connectPglite(undefined);
        await once.migrate();
        expect(await journalCount(database)).toBe(await journalCount(once));
        await once.close();
      } finally {
        await database.close();
      }
      return;
    }
    const name = `nukkad_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: mode.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(mode.adminUrl);
    url.pathname = `/${name}`;
    // Three "replicas", each with its own pool, migrating an empty database at the same moment.
    const replicas = [0, 1, 2].map(() => connectPostgres(url.toString()));
    try {
      const results = await Promise.allSettled(replicas.map((r) => r.migrate()));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const template = connectPostgres(
        Object.assign(new URL(mode.adminUrl), { pathname: `/${mode.template}` }).toString(),
      );
      expect(await journalCount(replicas[0]!)).toBe(await journalCount(template));
      await template.close();
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
