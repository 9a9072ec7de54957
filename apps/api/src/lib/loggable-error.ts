/**
 * What of an error may go to the log. Database errors quote the values they failed on (the query's parameters,
 * a password hash, a code hash, a phone), so of those only the name, SQLSTATE, SQL text and schema names are kept;
 * other errors keep their message. Stack frames are kept, their message line is not.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain: Record<string, unknown>[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 5; e = (e as { cause?: unknown }).cause) {
    chain.push(e as Record<string, unknown>);
  }
  const top = chain[0] ?? {};
  const fromDatabase = chain.some(isDatabaseError);
  const out: Record<string, unknown> = { type: typeof top.name === 'string' ? top.name : typeof error };
  if (!fromDatabase && typeof top.message === 'string') out.message = top.message;
  for (const e of chain) {
    if (typeof e.query === 'string' && out.query === undefined) out.query = e.query;
    for (const key of ['code', 'routine', 'constraint', 'table', 'column'] as const) {
      if (typeof e[key] === 'string' && out[key] === undefined) out[key] = e[key];
    }
  }
  if (typeof top.stack === 'string') out.stack = top.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return out;
}

/** A drizzle query error (carries its parameters) or a PostgreSQL error (carries a SQLSTATE and a severity). */
function isDatabaseError(e: Record<string, unknown>): boolean {
  return (
    (typeof e.query === 'string' && 'params' in e) ||
    (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string')
  );
}
