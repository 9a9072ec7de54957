import { describe, expect, it } from 'vitest';
import { connectPostgres } from './client';

describe('PostgreSQL pool', () => {
  it('fails a call with an error, not a crash, when the database is unreachable', async () => {
    const logged: unknown[] = [];
    const database = connectPostgres('postgres://postgres@127.0.0.1:1/none', { error: (e) => logged.push(e) });

    await expect(database.ping()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The pool still answers the next call the same way, rather than hanging or having ended.
    await expect(database.ping()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // A failed call reaches its caller; the idle-client log is only for connections lost while idle.
    expect(logged).toEqual([]);

    await expect(database.close()).resolves.toBeUndefined();
    await expect(database.ping()).rejects.toThrow(/after calling end/);
  });
});
