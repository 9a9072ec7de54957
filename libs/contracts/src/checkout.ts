// Checkout: the server's quote of a cart to an address, and placing the order.
import { z } from 'zod';
import { ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { cartKeyBodySchema } from './cart';
import { envelope, idSchema, text } from './common';
import { couponCodeSchema } from './coupons';
import { orderSchema } from './orders';
import { scheduledForSchema } from './shop-hours';

/** Why a cart line cannot be ordered now. */
export const UNAVAILABLE_REASONS = ['out_of_stock', 'shop_closed'] as const;

export const unavailableLineSchema = z.object({ productId: idSchema, name: text(), reason: z.enum(UNAVAILABLE_REASONS) });
export type UnavailableLine = z.infer<typeof unavailableLineSchema>;

/** The suggested tips for the rider, whole rupees; any other whole amount up to the server's cap may be typed. */
export const TIP_CHOICES = [10, 20, 30] as const;
const TIP_MESSAGE = 'A tip is a whole number of rupees, 0 or more';
/** A tip for the rider in whole rupees (0: none); the server also holds it to its configured cap. */
export const tipSchema = z.number({ message: TIP_MESSAGE }).int({ message: TIP_MESSAGE }).min(0, { message: TIP_MESSAGE }).max(1_000_000, { message: TIP_MESSAGE }).default(0);

export const quoteBodySchema = z.object({
  cartKey: cartKeyBodySchema,
  addressId: idSchema,
  couponCode: couponCodeSchema.optional(),
  tip: tipSchema,
  /** Ordered for later: lines of shops closed now are priced (the slot is inside their hours), not listed as unavailable. */
  scheduledFor: scheduledForSchema.optional(),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

/** The server's price of a cart to an address: exactly what the order will cost. */
export const orderQuoteSchema = z.object({
  cartKey: cartKeyBodySchema,
  orderType: z.enum(ORDER_TYPES),
  amount: z.number(),
  /** What the coupon takes off the amount (0 without one). */
  discount: z.number(),
  /** The coupon applied, as the server read it. */
  couponCode: text().nullable(),
  deliveryCharge: z.number(),
  taxes: z.number(),
  convenienceFees: z.number(),
  serviceCharge: z.number(),
  /** The rider's tip, its own line outside GST and offers. */
  tip: z.number(),
  totalAmount: z.number(),
  distanceKm: z.number(),
  itemCount: z.number().int(),
  sellerCount: z.number().int(),
  unavailable: z.array(unavailableLineSchema),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const quoteReplySchema = envelope({ quote: orderQuoteSchema });

/**
 * The spec's create-order payload. Only cartKey, the address, the payment method and (online) the paid provider
 * order and the coupon code count: the server reads the cart itself and prices it; the client's figures are accepted and ignored,
 * and a userId must be the caller's.
 */
export const createOrderBodySchema = z.object({
  cartKey: cartKeyBodySchema,
  address: z.looseObject({ _id: idSchema }),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: 'paymentMethod must be COD or Online' }),
  /** Online: the provider order that was paid and verified. */
  paymentOrderId: text().min(1).max(100).optional(),
  /** The coupon to apply; the server prices it (a client-sent discount is ignored). */
  couponCode: couponCodeSchema.optional(),
  discount: z.number().optional(),
  tip: tipSchema,
  userId: idSchema.optional(),
  cartItems: z.array(z.unknown()).max(200).optional(),
  orderType: z.enum(ORDER_TYPES).optional(),
  deliveryCharge: z.number().optional(),
  serviceCharge: z.number().optional(),
  taxes: z.number().optional(),
  convenienceFees: z.number().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Ordered for later: the slot's start; left out: now. */
  scheduledFor: scheduledForSchema.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
export const orderReplySchema = envelope({ order: orderSchema });
export type OrderReply = z.infer<typeof orderReplySchema>;

export const idempotencyKeySchema = text().trim().min(8).max(100);

/** GET /api/order/schedule-slots?cartKey=: the slots a cart may be ordered for, today's and tomorrow's (Kolkata). */
export const scheduleSlotsQuerySchema = z.object({ cartKey: cartKeyBodySchema });
export const scheduleSlotsReplySchema = envelope({ slots: z.array(text()) });
export type ScheduleSlotsReply = z.infer<typeof scheduleSlotsReplySchema>;
