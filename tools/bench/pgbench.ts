// The database's own speed at the statements a call sends: pgbench (PostgreSQL's client tools) runs them alone.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * One statement as the API sent it, its parameters in the text form node-postgres sends (null: SQL NULL), and its
 * name when it was a named (prepared) statement, which the connection planned once rather than at every call.
 */
export type RecordedStatement = { text: string; values: (string | null)[]; name?: string };

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
export const protocolOf = (requests: RecordedStatement[][]) => (requests.every((r) => r.every((s) => s.name !== undefined)) ? 'prepared' : 'extended');

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

/** The replay's Idempotency-Keys: what it has committed is counted by them. */
const REPLAY_KEY_PREFIX = 'replay-';

/** Checkouts the replay has committed so far (each names its order under a key of its own). */
const REPLAYED_CHECKOUTS = `select count(*)::integer as n from idempotency_keys where key like '${REPLAY_KEY_PREFIX}%'`;

/** The order's insert in the statement writing it, up to where its id's value stands (its default, as the API sends it). */
const ORDER_ID_DEFAULT = /(insert into "orders" \("id", [^]*?values \()default, /;

/** A fresh order id at each run, drawn by pgbench itself: `:n`, twelve decimal digits, is twelve hex digits too. */
const ORDER_ID = `'00000000-0000-4000-8000-:n'`;

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One customer's whole checkout as one run of a pgbench script: its statements as the API sent them, each request's
 * own transactions committed as the API committed them (its cart lines are added again at every run and ordered
 * again). The Idempotency-Key and the order's id are drawn anew each time (the id doubling as the display id), so
 * every insert inserts as it did (the simple protocol writes `:n` in wherever it stands, quotes included). A statement the API sent named is prepared once per connection (PREPARE on the connection's first
 * run) and executed with its parameters, as the API's connections plan it once; the others are sent whole and
 * planned at every run, as the API's are.
 */
export function checkoutReplayScript(statements: RecordedStatement[], placed: PlacedOrder): string {
  const fresh = new Map([
    [placed.key, `'${REPLAY_KEY_PREFIX}:n'`],
    [placed.orderId, ORDER_ID],
    // The order's fresh id as its display id: six random characters drawn anew collided within one run's replay.
    [placed.displayId, ORDER_ID],
  ]);
  const prepares = new Map<string, string>();
  let ordersInsert = 0;
  const body = statements.map((s) => {
    const drawnId = ORDER_ID_DEFAULT.test(s.text);
    if (drawnId) ordersInsert += 1;
    if (s.name) {
      // The order takes the id drawn for it, one parameter more, rather than its default.
      const text = drawnId ? s.text.replace(ORDER_ID_DEFAULT, (_, insert: string) => `${insert}$${s.values.length + 1}, `) : s.text;
      prepares.set(s.name, `PREPARE ${identifier(s.name)} AS ${text};\n`);
      const args = [...s.values.map((v) => (v !== null && fresh.get(v)) || literal(v)), ...(drawnId ? [ORDER_ID] : [])];
      return `EXECUTE ${identifier(s.name)}${args.length > 0 ? `(${args.join(', ')})` : ''};\n`;
    }
    const whole = [...fresh].reduce((text, [value, replacement]) => text.split(literal(value)).join(replacement), inlined(s));
    return `${whole.replace(ORDER_ID_DEFAULT, (_, insert: string) => `${insert}${ORDER_ID}, `)};\n`;
  });
  if (ordersInsert === 0) throw new Error('the recorded checkout inserted no order');
  if (!statements.some((s) => /^commit$/i.test(s.text.trim()))) throw new Error('the recorded checkout committed nothing');
  // `prepared` is 0 on a connection's first run (pgbench --define) and stays 1 after: no round trip of the replay's own.
  return [
    '\\set n random(100000000000, 999999999999)\n',
    ...(prepares.size > 0 ? ['\\if :prepared = 0\n', ...prepares.values(), '\\set prepared 1\n', '\\endif\n'] : []),
    ...body,
  ].join('');
}

/** Writes checkoutReplayScript's script to `file`. */
export async function writeCheckoutReplayScript(file: string, statements: RecordedStatement[], placed: PlacedOrder): Promise<void> {
  await writeFile(file, checkoutReplayScript(statements, placed));
}

/**
 * Checkouts a second the database commits when each client's script is run by a pgbench of its own (so no two
 * clients share a customer), counted with REPLAYED_CHECKOUTS over `seconds` once every one of them has connected and
 * run for `warmUpSeconds`; then they are stopped (a transaction cut short rolls back). Started one by one from this
 * process, under the load of those already running, they had run staggered over up to three times `seconds`, and the
 * sum of their own rates read two to four times what the database committed a second.
 */
export async function pgbenchEachOwnScript<T>(opts: {
  url: string;
  scripts: string[];
  seconds: number;
  warmUpSeconds: number;
  /** Called as the count starts; what the function it returns gives as it ends comes back as `during`. */
  during: () => () => T;
}): Promise<{ rate: number; committed: number; during: T }> {
  const application = `nukkad-replay-${process.pid}`;
  const limit = opts.warmUpSeconds + opts.seconds + 120;
  // One shell starts them all at once; each writes its output beside its script.
  const all = spawn(
    'sh',
    ['-c', `for f; do "${PGBENCH}" --no-vacuum --protocol=simple --client=1 --define=prepared=0 --time=${limit} --file="$f" "$0" > "$f.log" 2>&1 & done; wait`, opts.url, ...opts.scripts],
    { detached: true, stdio: 'ignore', env: { ...process.env, PGAPPNAME: application } },
  );
  const ended = new Promise<void>((resolve) => all.on('exit', () => resolve()));
  // Stopped with the bench too: detached, they would otherwise run on for their whole limit.
  const stop = () => {
    try {
      process.kill(-all.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  const monitor = new pg.Client({ connectionString: opts.url });
  const running = async () =>
    (await monitor.query<{ n: number }>('select count(*)::integer as n from pg_stat_activity where application_name = $1', [application])).rows[0]!.n;
  const committed = async () => (await monitor.query<{ n: number }>(REPLAYED_CHECKOUTS)).rows[0]!.n;
  const failures = async () => {
    const logs = await Promise.all(opts.scripts.map((script) => readFile(`${script}.log`, 'utf8').catch(() => '')));
    return logs.filter((log) => /error|abort|not found/i.test(log)).slice(0, 3).join('\n');
  };
  try {
    await monitor.connect();
    for (let waited = 0; (await running()) < opts.scripts.length; waited += 100) {
      if (waited > 60_000) throw new Error(`the replay's pgbench clients did not all connect within a minute:\n${await failures()}`);
      await sleep(100);
    }
    await sleep(opts.warmUpSeconds * 1000);
    const [before, from, ending] = [await committed(), performance.now(), opts.during()];
    await sleep(opts.seconds * 1000);
    const [after, to, during] = [await committed(), performance.now(), ending()];
    // A script that failed ends its pgbench: every one must still be running.
    if ((await running()) < opts.scripts.length) throw new Error(`a replayed checkout failed:\n${await failures()}`);
    return { rate: (after - before) / ((to - from) / 1000), committed: after - before, during };
  } finally {
    process.off('exit', stop);
    stop();
    await ended;
    await monitor.end().catch(() => {});
  }
}
