import { LOCALE, TIME_ZONE, ADMINS_ONLY_MESSAGE, INVALID_DATE_MESSAGE } from '@nukkad/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { invalid, notAllowed } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { businessDate } from '../../lib/time';

/** Every admin service refuses other roles itself, whatever route calls it. */
export function adminOnly(actor: Actor): string {
  if (actor.role !== 'admin') throw notAllowed('NOT_AN_ADMIN', ADMINS_ONLY_MESSAGE);
  return actor.id;
}

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A sum of integers is a bigint, which node-postgres hands back as a string and PGlite as a number.
export const paise = (value: unknown): number => Number(value ?? 0);

/** A moment as a timestamptz parameter: both drivers take an ISO string alike. */
export const at = (moment: Date): SQL => sql`${moment.toISOString()}::timestamptz`;

// Inlined, not a parameter: an expression must be written identically in select and group by.
const zone = sql.raw(`'${TIME_ZONE}'`);

/** A timestamptz expression as Asia/Kolkata wall-clock time (a timestamp), or a local timestamp back to a moment. */
export const inBusinessZone = (expression: unknown): SQL => sql`((${expression}) at time zone ${zone})`;

/** The Asia/Kolkata calendar day of a timestamptz expression. */
export const businessDay = (expression: unknown): SQL => sql`((${expression}) at time zone ${zone})::date`;

/** An amount for the audit notes, as an admin reads it: ₹1,234.50. */
export const rupeesText = (amountPaise: number): string =>
  `₹${toRupees(amountPaise).toLocaleString(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A YYYY-MM-DD day that exists on the calendar, or today's in Asia/Kolkata; 400 for 2025-02-30. */
export function dayOrToday(date: string | undefined, now: Date = new Date()): string {
  if (date === undefined) return businessDate(now);
  const parsed = new Date(`${date}T00:00:00Z`);
  // PostgreSQL has no year 0, which JavaScript's calendar has.
  const real = !Number.isNaN(parsed.getTime()) && parsed.getUTCFullYear() >= 1 && parsed.toISOString().slice(0, 10) === date;
  if (!real) throw invalid('INVALID_DATE', INVALID_DATE_MESSAGE, 'date');
  return date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Lookups take an id or a human key (display id, phone) in one path parameter; this tells them apart. */
export const isUuid = (value: string): boolean => UUID.test(value);
