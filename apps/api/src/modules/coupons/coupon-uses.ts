import { couponRefusalMessage, COUPON_NOT_FOUND_MESSAGE, type OrderType } from '@nukkad/contracts';
import { couponRefusal, type CouponLine, type CouponState, type CouponTerms } from '@nukkad/pricing';
import { and, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponUses, coupons, orders, payments, type OrderCoupon } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, invalid } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon's terms, as libs/pricing reads them and an order keeps them. */
export function termsOf(coupon: CouponRow): OrderCoupon {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscountPaise: coupon.maxDiscountPaise,
    minAmountPaise: coupon.minAmountPaise,
    shopId: coupon.shopId,
  } satisfies CouponTerms & { code: string };
}

/** A first-order coupon has one use per customer whatever its setting: two first orders cannot both be first. */
const slotsOf = (coupon: Pick<CouponRow, 'firstOrderOnly' | 'usesPerCustomer'>) => (coupon.firstOrderOnly ? 1 : coupon.usesPerCustomer);

/** The coupon as libs/pricing checks it. */
export function stateOf(coupon: CouponRow): CouponState {
  const { paused, validFrom, validUntil, totalUses, usedCount, firstOrderOnly, orderType } = coupon;
  return { ...termsOf(coupon), paused, validFrom, validUntil, totalUses, usedCount, usesPerCustomer: slotsOf(coupon), firstOrderOnly, orderType };
}

/** The customer's uses of coupons not given back, by coupon, and their orders not cancelled. */
export async function customerFacts(db: Db, actor: Actor): Promise<{ usesOf: Map<string, number>; orders: number }> {
  const [uses, [placed]] = await Promise.all([
    db
      .select({ couponId: couponUses.couponId, n: count() })
      .from(couponUses)
      .where(and(eq(couponUses.customerId, actor.id), isNull(couponUses.releasedAt)))
      .groupBy(couponUses.couponId),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.customerId, actor.id), ne(orders.deliveryStatus, 'Cancelled'))),
  ]);
  return { usesOf: new Map(uses.map((u) => [u.couponId, u.n])), orders: placed?.n ?? 0 };
}

/** The use this payment reserved of this coupon, not yet an order's nor given back; null when none. */
async function reservationOf(db: Db, couponId: string, paymentId: string): Promise<string | null> {
  const [use] = await db
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.paymentId, paymentId), isNull(couponUses.orderId), isNull(couponUses.releasedAt)));
  return use?.id ?? null;
}

/** A coupon the caller may use on these lines now: its row, its terms, and (online) the use its payment already holds. */
export type AppliedCoupon = { coupon: CouponRow; terms: OrderCoupon; reservedUseId: string | null };

/**
 * The coupon of this code checked for the caller's cart now (400 for an unknown code, 409 with a plain reason
 * otherwise). A use the caller's payment already reserved counts as theirs, not against them.
 */
export async function applicableCoupon(
  db: Db,
  actor: Actor,
  input: { code: string; orderType: OrderType; lines: readonly CouponLine[]; paymentId?: string | null },
): Promise<AppliedCoupon> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, input.code));
  if (!coupon) throw invalid('COUPON_NOT_FOUND', COUPON_NOT_FOUND_MESSAGE, 'couponCode');
  const reservedUseId = input.paymentId ? await reservationOf(db, coupon.id, input.paymentId) : null;
  const held = reservedUseId ? 1 : 0;
  const facts = await customerFacts(db, actor);
  const refusal = couponRefusal(
    { ...stateOf(coupon), usedCount: coupon.usedCount - held },
    { now: new Date(), orderType: input.orderType, lines: input.lines, customerUses: (facts.usesOf.get(coupon.id) ?? 0) - held, customerOrders: facts.orders },
  );
  if (refusal) throw conflict(`COUPON_${refusal.toUpperCase()}`, couponRefusalMessage(refusal, toRupees(coupon.minAmountPaise)));
  return { coupon, terms: termsOf(coupon), reservedUseId };
}

/**
 * Takes a use of the coupon for the caller, in the caller's transaction, with two atomic statements and no read
 * before them: a free slot of the caller's (the unique index makes a parallel checkout's same slot wait, then fail)
 * and one more on the coupon's count if it is below its limit and not paused (a conditional update: of 50 customers
 * for 10 uses left, exactly 10 pass). Either failing is a 409 and the caller's transaction rolls back.
 */
export async function takeCouponUse(tx: Db, actor: Actor, coupon: CouponRow, holder: { orderId?: string; paymentId?: string }): Promise<void> {
  const taken = (await tx.execute(sql`
    insert into coupon_uses (coupon_id, customer_id, slot, order_id, payment_id)
    select ${coupon.id}, ${actor.id}, s, ${holder.orderId ?? null}, ${holder.paymentId ?? null}
    from generate_series(1, ${slotsOf(coupon)}::int) s
    where not exists (
      select 1 from coupon_uses u
      where u.coupon_id = ${coupon.id} and u.customer_id = ${actor.id} and u.slot = s and u.released_at is null
    )
    order by s limit 1
    on conflict (coupon_id, customer_id, slot) where released_at is null do nothing
    returning id`)) as { rows: unknown[] };
  if (taken.rows.length === 0) throw conflict('COUPON_USED_BY_CUSTOMER', couponRefusalMessage('used_by_customer', 0));
  const counted = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, coupon.id), eq(coupons.paused, false), sql`(${coupons.totalUses} is null or ${coupons.usedCount} < ${coupons.totalUses})`))
    .returning({ id: coupons.id });
  if (counted.length === 0) throw conflict('COUPON_USED_UP', couponRefusalMessage('used_up', 0));
}

/** The order takes the use its payment reserved (one conditional update), or a use of its own. */
export async function useCouponForOrder(tx: Db, actor: Actor, applied: AppliedCoupon, orderId: string): Promise<void> {
  if (applied.reservedUseId) {
    const moved = await tx
      .update(couponUses)
      .set({ orderId })
      .where(and(eq(couponUses.id, applied.reservedUseId), isNull(couponUses.orderId), isNull(couponUses.releasedAt)))
      .returning({ id: couponUses.id });
    if (moved.length === 1) return;
  }
  await takeCouponUse(tx, actor, applied.coupon, { orderId });
}

/**
 * Gives back every use matching `where` not given back yet, and lowers each coupon's count by as many, in one
 * statement: a second release finds nothing left to give back.
 */
async function releaseUses(tx: Db, where: SQL): Promise<number> {
  const { rows } = (await tx.execute(sql`
    with released as (
      update coupon_uses set released_at = now() where ${where} and released_at is null returning coupon_id
    ), per_coupon as (
      select coupon_id, count(*)::int as n from released group by coupon_id
    )
    update coupons c set used_count = c.used_count - p.n, updated_at = now() from per_coupon p where c.id = p.coupon_id
    returning p.n`)) as { rows: { n: number }[] };
  return rows.reduce((sum, row) => sum + Number(row.n), 0);
}

/** The whole order was cancelled before delivery: its coupon use is given back. */
export const releaseOrderCouponUse = (tx: Db, orderId: string) => releaseUses(tx, sql`order_id = ${orderId}`);

/** A payment that never became an order (refunded whole): the use it reserved is given back. */
export const releasePaymentCouponUse = (tx: Db, paymentId: string) => releaseUses(tx, sql`payment_id = ${paymentId} and order_id is null`);

/**
 * Uses reserved by payments never paid: the caller's own for this coupon when they open another payment (the
 * earlier sheet was closed), or anyone's whose payment was opened before `before` (the orphan job).
 */
export function releaseUnpaidReservations(tx: Db, filter: { customerId: string; couponCode: string } | { before: Date }): Promise<number> {
  const unpaid = sql`order_id is null and payment_id in (select id from ${payments} where status = 'created'`;
  if ('before' in filter) return releaseUses(tx, sql`${unpaid} and created_at < ${filter.before.toISOString()})`);
  const coupon = sql`(select id from ${coupons} where code = ${filter.couponCode})`;
  return releaseUses(tx, sql`${unpaid} and customer_id = ${filter.customerId}) and coupon_id = ${coupon} and customer_id = ${filter.customerId}`);
}
