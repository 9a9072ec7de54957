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
const run = promisify(execFile);

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
  const { stdout } = await run(PGBENCH, [...args, opts.url], { maxBuffer: 16 * 1024 * 1024 });
  return tpsOf(stdout);
}


/**
 * The machine's yardstick: pgbench's standard transaction (TPC-B-like) on its own tables, initialised with
 * `pgbench -i` (scale 1, as pgbench makes them) in the database at `url`, by `clients` connections for `seconds`.
 */
export async function pgbenchYardstick(opts: { url: string; clients: number; seconds: number }): Promise<number> {
  await run(PGBENCH, ['-i', '--quiet', opts.url], { maxBuffer: 16 * 1024 * 1024 });
  const { stdout } = await run(PGBENCH, ['--no-vacuum', `--client=${opts.clients}`, '--jobs=2', `--time=${opts.seconds}`, opts.url], { maxBuffer: 16 * 1024 * 1024 });
  return tpsOf(stdout);
}

function tpsOf(stdout: string): number {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no transaction rate:\n${stdout}`);
  return Number(tps[1]);
}

/** What one recorded checkout placed: its Idempotency-Key, and the order's id and display id. */
export type PlacedOrder = { key: string; orderId: string; displayId: string };

/**
 * One customer's whole checkout as one run of a pgbench script: its statements as the API sent them, each request's
 * own transactions committed as the API committed them (its cart lines are added again at every run and ordered
 * again). The Idempotency-Key and the order's id are drawn anew each time (the id doubling as the display id), so
 * every insert inserts as it did (the simple protocol writes `:oid` and `:n` in wherever they stand, quotes included).
 */
export async function writeCheckoutReplayScript(file: string, statements: RecordedStatement[], placed: PlacedOrder): Promise<void> {
  const fresh = [
    { literal: literal(placed.key), replacement: `'replay-:n'` },
    { literal: literal(placed.orderId), replacement: `':oid'` },
    // The order's fresh id as its display id: six random characters drawn anew collided within one run's replay.
    { literal: literal(placed.displayId), replacement: `':oid'` },
  ];
  const body = statements
    .map((s) => fresh.reduce((text, f) => text.split(f.literal).join(f.replacement), inlined(s)))
    // The order takes the id drawn for it rather than its default (its insert stands first in the statement writing it).
    .map((text) => text.replace(/(insert into "orders" \("id", [^]*?values \()default, /, `$1':oid', `))
    .map((text) => `${text};\n`)
    .join('');
  if (!body.includes(`values (':oid', `)) throw new Error('the recorded checkout inserted no order');
  if (!/^commit;$/im.test(body)) throw new Error('the recorded checkout committed nothing');
  await writeFile(file, `\\set n random(1, 1000000000000)\nSELECT gen_random_uuid() AS oid \\gset\n${body}`);
}

/**
 * Transactions a second of one script per client, each run by a pgbench of its own (so no two clients share a
 * customer). The simple protocol: it writes in only the variables the script sets, so the `:` of a JSON literal
 * stays as it is; every statement is planned at every call, as the API's unnamed ones are.
 */
export async function pgbenchEachOwnScript(opts: { url: string; scripts: string[]; seconds: number }): Promise<number> {
  const rates = await Promise.all(
    opts.scripts.map(async (script) => {
      const { stdout } = await run(PGBENCH, ['--no-vacuum', '--protocol=simple', '--client=1', `--time=${opts.seconds}`, `--file=${script}`, opts.url], {
        maxBuffer: 16 * 1024 * 1024,
      });
      return tpsOf(stdout);
    }),
  );
  return rates.reduce((a, b) => a + b, 0);
}
