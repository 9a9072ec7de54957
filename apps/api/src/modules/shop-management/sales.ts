import type { SalesDay } from '@nukkad/contracts';
import { eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salesRecords } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { toRupees } from '../../lib/money';
import { businessDate } from '../../lib/time';

/** A seller's sales in paise: every record ever (spec §9: the sum of salesHistory amounts) and today's. */
export type SalesTotals = { salesTotal: number; todaySalesTotal: number };

// A sum of integers is a bigint, which the drivers hand back as a string (node-postgres) or a number (PGlite).
const paise = (value: unknown): number => Number(value ?? 0);

/** The seller's sales total and today's (Asia/Kolkata), in paise, for the profile and the dashboard. */
export async function getSalesTotals(db: Db, actor: Actor, today: string = businessDate()): Promise<SalesTotals> {
  const [row] = await db
    .select({
      salesTotal: sum(salesRecords.amountPaise),
      todaySalesTotal: sql<string | null>`sum(${salesRecords.amountPaise}) filter (where ${salesRecords.date} = ${today}::date)`,
    })
    .from(salesRecords)
    .where(eq(salesRecords.sellerId, actor.id));
  return { salesTotal: paise(row?.salesTotal), todaySalesTotal: paise(row?.todaySalesTotal) };
}

/**
 * The seller's sales per Asia/Kolkata day for the `days` days ending `today`, oldest first, days without sales at 0,
 * in rupees; `total` is every sales record ever.
 */
export async function getSales(
  db: Db,
  actor: Actor,
  input: { days: number },
  today: string = businessDate(),
): Promise<{ sales: SalesDay[]; total: number }> {
  const first = sql`${today}::date - ${input.days - 1}::int`;
  // Both drivers (node-postgres, PGlite) give the returned rows as `rows`.
  const { rows } = (await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(sum(${salesRecords.amountPaise}), 0) as amount
    from generate_series((${first})::timestamp, ${today}::date::timestamp, interval '1 day') as d(day)
    left join ${salesRecords} on ${salesRecords.sellerId} = ${actor.id} and ${salesRecords.date} = d.day::date
    group by d.day
    order by d.day`)) as { rows: { date: string; amount: unknown }[] };
  const { salesTotal } = await getSalesTotals(db, actor, today);
  return {
    sales: rows.map((r) => ({ date: r.date, amount: toRupees(paise(r.amount)) })),
    total: toRupees(salesTotal),
  };
}
