import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Per database, statements prepared once: their SQL is built once, and each connection plans them once. */
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/** The statements `build` prepares on this database, built on first use. */
export function prepared<T>(db: Db, key: string, build: () => T): T {
  let byKey = preparedByDb.get(db);
  if (!byKey) preparedByDb.set(db, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, build());
  return byKey.get(key) as T;
}

/** What a database or a transaction runs its statements through: its driver's session, holding the connection. */
type Session = { client: unknown };
/** A statement drizzle prepared: it runs on the `client` of the session it was built on. */
type PreparedStatement = { client: unknown };

/** Per driver (its session's class), each named statement as first built. */
const statementsByDriver = new WeakMap<object, Map<string, PreparedStatement>>();

const sessionOf = (db: Db) => (db as unknown as { session: Session }).session;

/**
 * A named statement built once per driver and run on the connection of `db`, a transaction's or the pool's.
 * Drizzle binds a prepared statement to the session it was built on, and a transaction is a new session each time:
 * without this, a statement inside a transaction would have its SQL and its row mapping built again on every call.
 * `build` must prepare the same statement whatever `db` it is given (only the connection differs).
 */
export function preparedIn<T extends object>(db: Db, key: string, build: (db: Db) => T): T {
  const session = sessionOf(db);
  let byKey = statementsByDriver.get(session.constructor);
  if (!byKey) statementsByDriver.set(session.constructor, (byKey = new Map()));
  let statement = byKey.get(key) as (T & PreparedStatement) | undefined;
  if (!statement) {
    statement = build(db) as T & PreparedStatement;
    if (!('client' in statement)) throw new Error(`${key}: not a statement prepared by drizzle`);
    byKey.set(key, statement);
  }
  if (statement.client === session.client) return statement;
  // The same statement, on this connection: every other property is read through to the one built.
  return Object.create(statement, { client: { value: session.client } }) as T;
}

/** The parts of drizzle a raw statement is prepared with: the session's prepareQuery and the dialect's SQL renderer. */
type Internals = {
  session: { prepareQuery(query: unknown, fields: undefined, name: string, isResponseInArrayMode: boolean): { client: unknown } };
  dialect: { sqlToQuery(sql: SQL): unknown };
};

/** A raw statement's result: its rows as objects keyed by column name, as `db.execute` gives them on both drivers. */
export type PreparedSql = { execute(values: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * A statement written as SQL (data-modifying CTEs no builder expresses), named and built once like preparedIn's;
 * its parameters are `sql.placeholder`s, given at execute.
 */
export function preparedSql(db: Db, name: string, build: (db: Db) => SQL): PreparedSql {
  return preparedIn(db, name, (on) => {
    const { session, dialect } = on as unknown as Internals;
    return session.prepareQuery(dialect.sqlToQuery(build(on)), undefined, name, false);
  }) as unknown as PreparedSql;
}
