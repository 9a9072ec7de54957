// Checkout: the server's quote of a cart to an address, and placing the order.
import { z } from 'zod';
import { ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { cartKeyBodySchema } from './cart';
import { envelope, idSchema, text } from './common';
import { orderSchema } from './orders';
import { scheduledForSchema } from './shop-hours';

/** Why a cart line cannot be ordered now. */
export const UNAVAILABLE_REASONS = ['out_of_stock', 'shop_closed'] as const;

export const unavailableLineSchema = z.object({ productId: idSchema, name: text(), reason: z.enum(UNAVAILABLE_REASONS) });
export type UnavailableLine = z.infer<typeof unavailableLineSchema>;

export const quoteBodySchema = z.object({
  cartKey: cartKeyBodySchema,
  addressId: idSchema,
  /** Ordered for later: lines of shops closed now are priced (the slot is inside their hours), not listed as unavailable. */
  scheduledFor: scheduledForSchema.optional(),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

/** The server's price of a cart to an address: exactly what the order will cost. */
export const orderQuoteSchema = z.object({
  cartKey: cartKeyBodySchema,
  orderType: z.enum(ORDER_TYPES),
  amount: z.number(),
  deliveryCharge: z.number(),
  taxes: z.number(),
  convenienceFees: z.number(),
  serviceCharge: z.number(),
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
 * order count: the server reads the cart itself and prices it; the client's figures are accepted and ignored,
 * and a userId must be the caller's.
 */
export const createOrderBodySchema = z.object({
  cartKey: cartKeyBodySchema,
  address: z.looseObject({ _id: idSchema }),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: 'paymentMethod must be COD or Online' }),
  /** Online: the provider order that was paid and verified. */
  paymentOrderId: text().min(1).max(100).optional(),
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
