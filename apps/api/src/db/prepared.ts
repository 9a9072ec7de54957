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
