// Coupons (issue 22 §1): the admin's offers and the customer's view of those that apply to a cart.
import { COUPON_KINDS, type CouponRefusal } from '@nukkad/pricing';
import { z } from 'zod';
import { cartKeyBodySchema } from './cart';
import { envelope, idSchema, rupeesSchema, text } from './common';
import { ORDER_TYPES } from './enums';

export { COUPON_KINDS, type CouponKind } from '@nukkad/pricing';

export const COUPON_CODE_MESSAGE = 'A coupon code is 3 to 20 letters or digits';
/** A code as typed: any case, surrounding spaces ignored; kept and compared in upper case. */
export const couponCodeSchema = text({ message: COUPON_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9]{3,20}$/, { message: COUPON_CODE_MESSAGE }));

const isoDate = z.iso.datetime({ offset: true, message: 'Must be a date and time' });
const positiveInt = (what: string) => z.number({ message: `${what} must be a whole number of at least 1` }).int({ message: `${what} must be a whole number of at least 1` }).min(1, { message: `${what} must be a whole number of at least 1` }).max(1_000_000, { message: `${what} is too large` });

/** POST /api/admin/coupons. `value` is rupees off (flat) or a whole percent 1–100 (percent); money in rupees. */
export const createCouponBodySchema = z
  .strictObject({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS, { message: 'kind must be flat or percent' }),
    value: rupeesSchema.refine((v) => v > 0 && v <= 100_000, { message: 'value must be greater than 0' }),
    maxDiscount: rupeesSchema.max(100_000).nullable().default(null),
    minAmount: rupeesSchema.max(1_000_000).default(0),
    validFrom: isoDate.optional(),
    validUntil: isoDate.nullable().default(null),
    totalUses: positiveInt('totalUses').nullable().default(null),
    usesPerCustomer: positiveInt('usesPerCustomer').max(100, { message: 'usesPerCustomer is at most 100' }).default(1),
    firstOrderOnly: z.boolean().default(false),
    orderType: z.enum(ORDER_TYPES, { message: 'orderType must be Food, Grocery or null for both' }).nullable().default(null),
    shopId: idSchema.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && (!Number.isInteger(body.value) || body.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent coupon takes a whole percent from 1 to 100' });
    }
    if (body.kind === 'flat' && body.maxDiscount !== null) {
      ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'Only a percent coupon has a cap' });
    }
    if (body.maxDiscount === 0) ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'A cap must be more than ₹0; leave it empty for none' });
    if (body.validUntil !== null && Date.parse(body.validUntil) <= Date.parse(body.validFrom ?? new Date().toISOString())) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'validUntil must be after validFrom' });
    }
  });
export type CreateCouponBody = z.input<typeof createCouponBodySchema>;

/** PATCH /api/admin/coupons/:couponId: pause or resume. */
export const couponIdParamsSchema = z.object({ couponId: idSchema });
export const updateCouponBodySchema = z.strictObject({ paused: z.boolean({ message: 'paused must be true or false' }) });
export type UpdateCouponBody = z.input<typeof updateCouponBodySchema>;

/** A coupon's terms as shown to anyone; money in rupees. */
export const couponTermsSchema = z.object({
  code: text(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minAmount: z.number(),
  validUntil: text().nullable(),
  firstOrderOnly: z.boolean(),
  orderType: z.enum(ORDER_TYPES).nullable(),
  shopName: text().nullable(),
});
export type CouponTermsView = z.infer<typeof couponTermsSchema>;

/** The admin's view: the terms, the limits and what the coupon has given. */
export const adminCouponSchema = couponTermsSchema.extend({
  _id: idSchema,
  validFrom: text(),
  totalUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int(),
  shopId: idSchema.nullable(),
  paused: z.boolean(),
  /** Uses taken or reserved and not given back. */
  usedCount: z.number().int(),
  /** Orders placed with it and not cancelled, and what it took off them, in rupees. */
  orders: z.number().int(),
  discountGiven: z.number(),
  createdAt: text(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponsReplySchema = envelope({ coupons: z.array(adminCouponSchema) });
export type AdminCouponsReply = z.infer<typeof adminCouponsReplySchema>;
export const adminCouponReplySchema = envelope({ coupon: adminCouponSchema });
export type AdminCouponReply = z.infer<typeof adminCouponReplySchema>;

/** GET /api/user-profile/active-coupons?cartKey=…: the coupons the caller may apply to that cart now. */
export const activeCouponsQuerySchema = z.object({ cartKey: cartKeyBodySchema });
export type ActiveCouponsQuery = z.input<typeof activeCouponsQuerySchema>;
export const activeCouponSchema = couponTermsSchema.extend({
  /** What it takes off this cart now, in rupees. */
  discount: z.number(),
});
export type ActiveCoupon = z.infer<typeof activeCouponSchema>;
export const activeCouponsReplySchema = envelope({ coupons: z.array(activeCouponSchema) });
export type ActiveCouponsReply = z.infer<typeof activeCouponsReplySchema>;

// ---- texts

export const COUPON_CREATED_MESSAGE = 'Coupon created.';
export const COUPON_PAUSED_MESSAGE = 'Coupon paused.';
export const COUPON_RESUMED_MESSAGE = 'Coupon resumed.';
export const COUPON_CODE_TAKEN_MESSAGE = 'A coupon with this code already exists.';
export const COUPON_NOT_FOUND_MESSAGE = 'No coupon has this code.';
export const COUPON_SHOP_NOT_FOUND_MESSAGE = 'Shop not found.';

/** Why a coupon cannot be used, in the customer's words; the minimum is shown in rupees. */
export function couponRefusalMessage(refusal: CouponRefusal, minAmountRupees: number): string {
  switch (refusal) {
    case 'paused':
      return 'This coupon is paused.';
    case 'not_started':
      return 'This coupon is not valid yet.';
    case 'expired':
      return 'This coupon has expired.';
    case 'used_up':
      return 'This coupon has been used up.';
    case 'used_by_customer':
      return 'You have already used this coupon.';
    case 'first_order_only':
      return 'This coupon is for your first order only.';
    case 'wrong_order_type':
      return 'This coupon is not valid for this cart.';
    case 'wrong_shop':
      return 'This coupon is for another shop.';
    case 'below_minimum':
      return `Add items worth at least ₹${minAmountRupees} to use this coupon.`;
  }
}
