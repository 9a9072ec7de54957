/** True when a database error is a unique-constraint violation (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** True when the database refused a new order, order line or assignment for a deleted account (SQLSTATE NKDEL, migration 0032). */
export function isDeletedAccountError(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === 'NKDEL') return true;
  }
  return false;
}
