import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../enums';
import { ITEM_STATUSES } from '../order-status';
import { UNAVAILABLE_REASONS, REVIEW_TEXT_MAX, PAYMENT_PROVIDERS } from '../orders';
import { cartKeyBodySchema } from './cart';
import { envelope, idSchema, rupeesSchema, text } from './common';

/**
 * The delivery address copied onto an order when it is placed (the spec's `landMark` spelling). `phone` is
 * absent where a seller reads the order: the customer's number is for the delivery partner and the customer.
 */
export const shippingAddressSchema = z.object({
  fullName: text(),
  phone: text().optional(),
  addressLine: text(),
  area: text(),
  landMark: text().nullable(),
  lat: z.number(),
  long: z.number(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** A line of an order as it was sold: the snapshot, never the catalogue's current figures. */
export const orderItemSchema = z.object({
  _id: idSchema,
  product: z.object({
    _id: idSchema,
    name: text(),
    /** Unit price at the moment of ordering. */
    price: z.number(),
    image: text().nullable(),
    shop: idSchema,
    shopName: text(),
  }),
  seller: z.object({ _id: idSchema, username: text() }),
  quantity: z.number().int().positive(),
  status: z.enum(ITEM_STATUSES),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const ratingSchema = z
  .number({ message: 'Ratings are 1 to 5 stars' })
  .int({ message: 'Ratings are 1 to 5 stars' })
  .min(1, { message: 'Ratings are 1 to 5 stars' })
  .max(5, { message: 'Ratings are 1 to 5 stars' });

export const orderSchema = z.object({
  _id: idSchema,
  /** The 6-character display id. */
  id: text(),
  items: z.array(orderItemSchema),
  deliveryStatus: z.enum(ITEM_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderType: z.enum(ORDER_TYPES),
  amount: z.number(),
  deliveryCharge: z.number(),
  taxes: z.number(),
  convenienceFees: z.number(),
  serviceCharge: z.number(),
  totalAmount: z.number(),
  shippingAddress: shippingAddressSchema,
  createdAt: text(),
  hasReviewed: z.boolean(),
  review: text({ multiline: true }).nullable(),
  deliveryRatings: z.number().int().nullable(),
  appRatings: z.number().int().nullable(),
  overallRatings: z.number().int().nullable(),
  deliveryBoy: z.object({ _id: idSchema, name: text() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const unavailableLineSchema = z.object({ productId: idSchema, name: text(), reason: z.enum(UNAVAILABLE_REASONS) });
export type UnavailableLine = z.infer<typeof unavailableLineSchema>;

// ---- checkout

export const quoteBodySchema = z.object({ cartKey: cartKeyBodySchema, addressId: idSchema });
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

/** A verified payment of the online provider, named by its provider order. */
export const paymentProofSchema = z.object({ order_id: text().min(1).max(100), payment_id: text().min(1).max(100), signature: text().min(1).max(200) });
export type PaymentProof = z.infer<typeof paymentProofSchema>;

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
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
export const orderReplySchema = envelope({ order: orderSchema });
export type OrderReply = z.infer<typeof orderReplySchema>;

export const idempotencyKeySchema = text().trim().min(8).max(100);

// ---- orders

export const orderIdParamsSchema = z.object({ orderId: idSchema });

export const userOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(20).default(PAGE_SIZES.recentOrders),
});
export const userOrdersReplySchema = envelope({
  orders: z.array(orderSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type UserOrdersReply = z.infer<typeof userOrdersReplySchema>;

export const submitReviewBodySchema = z.object({
  orderId: idSchema,
  ratings: z.object({ deliveryRatings: ratingSchema, appRatings: ratingSchema, overallRatings: ratingSchema }),
  reviewText: text({ multiline: true })
    .trim()
    .max(REVIEW_TEXT_MAX, { message: `Keep the review under ${REVIEW_TEXT_MAX} characters` })
    .default(''),
});
export type SubmitReviewBody = z.input<typeof submitReviewBodySchema>;

// ---- online payment

/** The spec's payload (orderId, cart, deliveryCharge) is accepted and ignored: the amount is the server's price of the cart. */
export const createPaymentBodySchema = z.object({
  cartKey: cartKeyBodySchema,
  addressId: idSchema,
  orderId: z.unknown().optional(),
  cart: z.unknown().optional(),
  deliveryCharge: z.number().optional(),
});
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;
export const createPaymentReplySchema = envelope({
  order: z.object({ id: text(), amount: rupeesSchema, amountPaise: z.number().int(), currency: z.literal('INR') }),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's public key for its payment window (Razorpay), or null. */
  key: text().nullable(),
});
export type CreatePaymentReply = z.infer<typeof createPaymentReplySchema>;

export const verifyPaymentBodySchema = paymentProofSchema;

/** The local test provider's own payment sheet: Pay or Fail, answered as the real provider's window would. */
export const testProviderPayBodySchema = z.object({ order_id: text().min(1).max(100), outcome: z.enum(['paid', 'failed']) });
export const testProviderPayReplySchema = envelope({ proof: paymentProofSchema.nullable() });

// ---- the payment provider's webhook (Razorpay's event format, posted server to server)

/** The headers Razorpay signs a webhook post with: the signature of the raw body, and the event's own id. */
export const paymentWebhookHeadersSchema = z.looseObject({
  'x-razorpay-signature': text().min(1).max(200),
  'x-razorpay-event-id': text().min(1).max(100),
});
/** Any event: only `payment.captured` and `refund.processed` are acted on, every other is acknowledged. */
export const paymentWebhookBodySchema = z.looseObject({ event: text().min(1).max(100), payload: z.looseObject({}) });
export type PaymentWebhookBody = z.infer<typeof paymentWebhookBodySchema>;
/** `payment.captured`: the money of a payment (amount in paise) is taken. */
export const paymentCapturedPayloadSchema = z.looseObject({
  payment: z.looseObject({
    entity: z.looseObject({ id: text().min(1).max(100), order_id: text().min(1).max(100), amount: z.number().int().min(0), status: text().max(50) }),
  }),
});
/** `refund.processed`: a refund (amount in paise) has been paid back. */
export const refundProcessedPayloadSchema = z.looseObject({
  refund: z.looseObject({
    entity: z.looseObject({ id: text().min(1).max(100), payment_id: text().min(1).max(100), amount: z.number().int().min(0) }),
  }),
});
