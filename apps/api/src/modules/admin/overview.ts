import { IN_PROGRESS_STATUSES, type DashboardOverview, type DashboardTrendReply } from '@nukkad/contracts';
import { and, countDistinct, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPartners, orderFigures as figures, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { toRupees } from '../../lib/money';
import { businessDate } from '../../lib/time';
import { adminOnly, businessDay, inBusinessZone, paise } from './common';

const inProgress = inArray(orders.deliveryStatus, IN_PROGRESS_STATUSES);
const delivered = sql`${orders.deliveryStatus} = 'Delivered'`;

/**
 * GET /api/admin/dashboard-overview: counts and sums computed by the database. Pending orders are those neither
 * Delivered nor Cancelled; active partners have such an order; sales are delivered orders' totals, today's by their
 * delivery's Asia/Kolkata day, and what coupons took off them (the platform's cost). The order counts and the sales total come from the maintained order figures, today's
 * sales from the orders delivered since midnight: nothing counts a city's orders one by one.
 */
export async function getDashboardOverview(db: Db, actor: Actor, input: { now?: Date } = {}): Promise<DashboardOverview> {
  adminOnly(actor);
  const today = businessDate(input.now ?? new Date());
  const midnight = inBusinessZone(sql`${today}::date::timestamp`);
  const [[orderFigures], [todays], [deliveryPartnerFigures], [active], [coupons]] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${figures.orders}), 0)::int`,
        pending: sql<number>`coalesce(sum(${figures.orders}) filter (where ${inArray(figures.status, IN_PROGRESS_STATUSES)}), 0)::int`,
        delivered: sql<number>`coalesce(sum(${figures.orders}) filter (where ${figures.status} = 'Delivered'), 0)::int`,
        salesTotal: sql<string | number | null>`sum(${figures.totalPaise}) filter (where ${figures.status} = 'Delivered')`,
      })
      .from(figures),
    db
      .select({ salesToday: sql<string | number | null>`sum(${orders.totalAmountPaise})` })
      .from(orders)
      .where(and(delivered, gte(orders.deliveredAt, midnight), lt(orders.deliveredAt, sql`${midnight} + interval '1 day'`))),
    db
      .select({
        available: sql<number>`(count(*) filter (where ${deliveryPartners.isAvailable}))::int`,
        outstanding: sql<string | number | null>`sum(${deliveryPartners.outstandingAmountPaise})`,
      })
      .from(deliveryPartners),
    db
      .select({ n: countDistinct(orders.deliveryPartnerId) })
      .from(orders)
      .where(and(isNotNull(orders.deliveryPartnerId), inProgress)),
    // Only the orders placed with a coupon, through their own index.
    db
      .select({ discounts: sql<string | number | null>`sum(${orders.discountPaise})` })
      .from(orders)
      .where(and(isNotNull(orders.couponId), delivered)),
  ]);
  return {
    orders: { total: orderFigures?.total ?? 0, pending: orderFigures?.pending ?? 0, delivered: orderFigures?.delivered ?? 0 },
    deliveryBoys: { active: active?.n ?? 0, available: deliveryPartnerFigures?.available ?? 0 },
    sales: { total: toRupees(paise(orderFigures?.salesTotal)), today: toRupees(paise(todays?.salesToday)), coupons: toRupees(paise(coupons?.discounts)) },
    outstandingAmount: toRupees(paise(deliveryPartnerFigures?.outstanding)),
  };
}

/**
 * GET /api/admin/dashboard-trend?days: per Asia/Kolkata day of the last `days` (ending today), oldest first, the
 * orders placed and the delivered orders' totals by the day they were delivered; days without any at 0.
 */
export async function getDashboardTrend(db: Db, actor: Actor, input: { days: number; now?: Date }): Promise<DashboardTrendReply['days']> {
  adminOnly(actor);
  const today = businessDate(input.now ?? new Date());
  const first = sql`(${today}::date - ${input.days - 1}::int)`;
  // The first day's midnight in Asia/Kolkata as a moment, so both scans can use a range on the raw column.
  const since = inBusinessZone(sql`${first}::timestamp`);
  const placedDay = businessDay(orders.createdAt);
  const deliveredDay = businessDay(orders.deliveredAt);
  // Both drivers (node-postgres, PGlite) give the returned rows as `rows`.
  const { rows } = (await db.execute(sql`
    with placed as (
      select ${placedDay} as day, count(*) as n from ${orders} where ${orders.createdAt} >= ${since} group by 1
    ), sold as (
      select ${deliveredDay} as day, sum(${orders.totalAmountPaise}) as amount
      from ${orders} where ${delivered} and ${orders.deliveredAt} >= ${since} group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(placed.n, 0) as orders, coalesce(sold.amount, 0) as sales
    from generate_series(${first}::timestamp, ${today}::date::timestamp, interval '1 day') as d(day)
    left join placed on placed.day = d.day::date
    left join sold on sold.day = d.day::date
    order by d.day`)) as { rows: { date: string; orders: unknown; sales: unknown }[] };
  return rows.map((row) => ({ date: row.date, orders: Number(row.orders), sales: toRupees(paise(row.sales)) }));
}
