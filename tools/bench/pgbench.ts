// The database's own speed at the statements a call sends: pgbench (PostgreSQL's client tools) runs them alone.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * One statement as the API sent it, its parameters in the text form node-postgres sends (null: SQL NULL), and
 * whether it was a named (prepared) statement, which the connection planned once rather than at every call.
 */
export type RecordedStatement = { text: string; values: (string | null)[]; prepared: boolean };

/** A parameter as a literal of unknown type, which PostgreSQL types from its place as it types an untyped parameter. */
const literal = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`);

/** A statement with its parameters written in, so pgbench sends the same query (`$12` read whole, never as `$1`). */
export function inlined({ text, values }: RecordedStatement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1] ?? null));
}

/** One pgbench script per request: its statements in order, one transaction of the run. */
export async function writePgbenchScripts(dir: string, requests: RecordedStatement[][]): Promise<string[]> {
  return Promise.all(
    requests.map(async (statements, i) => {
      if (statements.length === 0) throw new Error('a request sent no statements to the database');
      const file = path.join(dir, `request-${i}.sql`);
      await writeFile(file, statements.map((s) => `${inlined(s)};\n`).join(''));
      return file;
    }),
  );
}

/** Debian puts pgbench with the server's binaries when the client package is not installed. */
const PGBENCH = ['/usr/bin/pgbench', ...[17, 16, 15].map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)].find(existsSync) ?? 'pgbench';

/** pgbench's protocol for the statements of a call: prepared only when the API prepared every one of them. */
export const protocolOf = (requests: RecordedStatement[][]) => (requests.every((r) => r.every((s) => s.prepared)) ? 'prepared' : 'extended');

/** Transactions a second of the scripts (picked at random per transaction) by `clients` connections for `seconds`. */
export async function pgbenchRps(opts: {
  url: string;
  scripts: string[];
  clients: number;
  seconds: number;
  protocol: 'prepared' | 'extended';
}): Promise<number> {
  // The yardstick plans each statement as often as the API has it planned: once per connection, or at every call.
  const args = ['--no-vacuum', `--protocol=${opts.protocol}`, `--client=${opts.clients}`, '--jobs=2', `--time=${opts.seconds}`];
  for (const s of opts.scripts) args.push(`--file=${s}`);
  const { stdout } = await promisify(execFile)(PGBENCH, [...args, opts.url], { maxBuffer: 16 * 1024 * 1024 });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no transaction rate:\n${stdout}`);
  return Number(tps[1]);
}
