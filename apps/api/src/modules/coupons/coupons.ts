import {
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_CREATED_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  COUPON_PAUSED_MESSAGE,
  COUPON_RESUMED_MESSAGE,
  COUPON_SHOP_NOT_FOUND_MESSAGE,
  type ActiveCoupon,
  type createCouponBodySchema,
  type AdminCoupon,
  type CartKey,
  type UpdateCouponBody,
  orderTypeOfCart,
} from '@nukkad/contracts';
import { couponBasePaise, couponDiscountPaise, couponRefusal, differencePaise, rupeesToPaise } from '@nukkad/pricing';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { coupons, orders, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toRupees, toRupeesOrNull } from '../../lib/money';
import { readCartLines, unavailableReason } from '../checkout/cart-lines';
import { customerFacts, stateOf, type CouponRow } from './coupon-uses';

type CouponWithShop = CouponRow & { shopName: string | null };

function termsView(row: CouponWithShop) {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === 'flat' ? toRupees(row.value) : row.value,
    maxDiscount: toRupeesOrNull(row.maxDiscountPaise),
    minAmount: toRupees(row.minAmountPaise),
    validUntil: row.validUntil?.toISOString() ?? null,
    firstOrderOnly: row.firstOrderOnly,
    orderType: row.orderType,
    shopName: row.shopName,
  };
}

/** What every coupon has given: orders placed with it and not cancelled, and the discount on them. */
const given = {
  orders: sql<number>`(select count(*)::int from ${orders} o where o.coupon_id = ${coupons.id} and o.delivery_status <> 'Cancelled')`,
  discountPaise: sql<number>`(select coalesce(sum(o.discount_paise), 0)::bigint from ${orders} o where o.coupon_id = ${coupons.id} and o.delivery_status <> 'Cancelled')`,
};

async function adminCoupons(db: Db, where?: ReturnType<typeof eq>): Promise<AdminCoupon[]> {
  const rows = await db
    .select({ coupon: coupons, shopName: shops.name, orders: given.orders, discountPaise: given.discountPaise })
    .from(coupons)
    .leftJoin(shops, eq(shops.id, coupons.shopId))
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(500);
  return rows.map(({ coupon, shopName, orders: placed, discountPaise }) => ({
    ...termsView({ ...coupon, shopName }),
    _id: coupon.id,
    validFrom: coupon.validFrom.toISOString(),
    totalUses: coupon.totalUses,
    usesPerCustomer: coupon.usesPerCustomer,
    shopId: coupon.shopId,
    paused: coupon.paused,
    usedCount: coupon.usedCount,
    orders: Number(placed),
    discountGiven: toRupees(Number(discountPaise)),
    createdAt: coupon.createdAt.toISOString(),
  }));
}

/** GET /api/admin/coupons: every coupon, newest first, with its uses and the discount it has given. */
export function listCoupons(db: Db, _actor: Actor): Promise<AdminCoupon[]> {
  return adminCoupons(db);
}

/** POST /api/admin/coupons: a new coupon; its code is unique (409), its shop must exist (404). */
export async function createCoupon(db: Db, _actor: Actor, input: z.output<typeof createCouponBodySchema>): Promise<{ message: string; coupon: AdminCoupon }> {
  if (input.shopId !== null) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shopId));
    if (!shop) throw notFound('SHOP_NOT_FOUND', COUPON_SHOP_NOT_FOUND_MESSAGE);
  }
  let id: string;
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: input.code,
        kind: input.kind,
        value: input.kind === 'flat' ? rupeesToPaise(input.value) : input.value,
        maxDiscountPaise: input.maxDiscount === null ? null : rupeesToPaise(input.maxDiscount),
        minAmountPaise: rupeesToPaise(input.minAmount),
        ...(input.validFrom ? { validFrom: new Date(input.validFrom) } : {}),
        validUntil: input.validUntil === null ? null : new Date(input.validUntil),
        totalUses: input.totalUses,
        usesPerCustomer: input.usesPerCustomer,
        firstOrderOnly: input.firstOrderOnly,
        orderType: input.orderType,
        shopId: input.shopId,
      })
      .returning({ id: coupons.id });
    id = row!.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('COUPON_CODE_TAKEN', COUPON_CODE_TAKEN_MESSAGE);
    throw err;
  }
  const [coupon] = await adminCoupons(db, eq(coupons.id, id));
  return { message: COUPON_CREATED_MESSAGE, coupon: coupon! };
}

/** PATCH /api/admin/coupons/:couponId: pauses or resumes (a paused coupon is refused at checkout; its uses stay). */
export async function updateCoupon(db: Db, _actor: Actor, input: { couponId: string } & UpdateCouponBody): Promise<{ message: string; coupon: AdminCoupon }> {
  const updated = await db.update(coupons).set({ paused: input.paused }).where(eq(coupons.id, input.couponId)).returning({ id: coupons.id });
  if (updated.length === 0) throw notFound('COUPON_NOT_FOUND', COUPON_NOT_FOUND_MESSAGE);
  const [coupon] = await adminCoupons(db, eq(coupons.id, input.couponId));
  return { message: input.paused ? COUPON_PAUSED_MESSAGE : COUPON_RESUMED_MESSAGE, coupon: coupon! };
}

/**
 * GET /api/user-profile/active-coupons?cartKey=…: the coupons the caller may apply to that cart now (its orderable
 * lines), each with what it would take off, the largest first; the same rules checkout applies.
 */
export async function activeCoupons(db: Db, actor: Actor, input: { cartKey: CartKey }): Promise<ActiveCoupon[]> {
  const now = new Date();
  const [rows, lines, facts] = await Promise.all([
    db
      .select({ coupon: coupons, shopName: shops.name })
      .from(coupons)
      .leftJoin(shops, eq(shops.id, coupons.shopId))
      .where(and(eq(coupons.paused, false), lte(coupons.validFrom, now), or(isNull(coupons.validUntil), gt(coupons.validUntil, now)), or(isNull(coupons.totalUses), sql`${coupons.usedCount} < ${coupons.totalUses}`)))
      .orderBy(desc(coupons.createdAt))
      .limit(200),
    readCartLines(db, actor, input.cartKey),
    customerFacts(db, actor),
  ]);
  const orderable = lines.filter((line) => unavailableReason(line) === null);
  const orderType = orderTypeOfCart(input.cartKey);
  const usable: (ActiveCoupon & { paise: number })[] = [];
  for (const { coupon, shopName } of rows) {
    const check = { now, orderType, lines: orderable, customerUses: facts.usesOf.get(coupon.id) ?? 0, customerOrders: facts.orders };
    if (couponRefusal(stateOf(coupon), check) !== null) continue;
    const paise = couponDiscountPaise(stateOf(coupon), couponBasePaise(coupon, orderable));
    usable.push({ ...termsView({ ...coupon, shopName }), discount: toRupees(paise), paise });
  }
  return usable.sort((a, b) => differencePaise(b.paise, a.paise)).map(({ paise: _paise, ...coupon }) => coupon);
}
