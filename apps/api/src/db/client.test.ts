import { describe, expect, it } from 'vitest';
import { connectPostgres } from './client';

describe('PostgreSQL pool', () => {
  it('fails a call with an error, not a crash, when the database is unreachable', async () => {
    const errors: unknown[] = [];
    const database = connectPostgres('postgres://postgres@127.0.0.1:1/none', { error: (e) => errors.push(e) });
    await expect(database.ping()).rejects.toThrow();
    // The process is still here and the pool can be closed cleanly.
    await database.close();
    expect(database.kind).toBe('postgres');
  });
});
