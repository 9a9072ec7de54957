// Orders: a customer's orders and reviews, and a seller's side of them (their lines, list and confirmation).
import { z } from 'zod';
import { ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { ITEM_STATUSES } from './order-status';
import { envelope, idSchema, text } from './common';
import { PAGE_SIZES, REVIEW_TEXT_MAX, SELLER_ORDER_FILTERS } from './constants';

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
  /** What the coupon took off the amount (0 without one); borne by the platform. */
  discount: z.number(),
  couponCode: text().nullable(),
  deliveryCharge: z.number(),
  taxes: z.number(),
  convenienceFees: z.number(),
  serviceCharge: z.number(),
  /** The rider's tip (0: none). */
  tip: z.number(),
  totalAmount: z.number(),
  shippingAddress: shippingAddressSchema,
  createdAt: text(),
  hasReviewed: z.boolean(),
  review: text({ multiline: true }).nullable(),
  deliveryRatings: z.number().int().nullable(),
  appRatings: z.number().int().nullable(),
  overallRatings: z.number().int().nullable(),
  deliveryBoy: z.object({ _id: idSchema, name: text() }).nullable(),
  /** Ordered for later: the slot's start; null (or absent): ordered for now. */
  scheduledFor: text().nullable().optional(),
  /** When a scheduled order went to its shops; null while it waits (seen by its customer and admins only). */
  releasedAt: text().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

// ---- orders

export const orderIdParamsSchema = z.object({ orderId: idSchema });

/** POST /api/order/cancel: the customer cancels their own order before the shop starts. */
export const cancelOwnOrderBodySchema = z.strictObject({ orderId: idSchema });
export type CancelOwnOrderBody = z.input<typeof cancelOwnOrderBodySchema>;
export const cancelOwnOrderReplySchema = envelope({ message: text(), refunded: z.boolean() });
export type CancelOwnOrderReply = z.infer<typeof cancelOwnOrderReplySchema>;

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

// ---- a seller's side

export const SELLER_ORDERS_PAGE_SIZE = PAGE_SIZES.sellerOrders;

/** A seller's side of orders: their own items only (spec §7 seller calls; the orders list is Nukkad's). */

/** One of the seller's lines of an order; `_id` is the product's id, which confirmation selects by. */
export const sellerOrderProductSchema = z.object({
  _id: idSchema,
  productName: text(),
  image: text().nullable(),
  /** Unit price at the moment of ordering, rupees. */
  price: z.number(),
  quantity: z.number().int().positive(),
  status: z.enum(ITEM_STATUSES),
});
export type SellerOrderProduct = z.infer<typeof sellerOrderProductSchema>;

/** `GET /api/order/getorder/{orderId}`: the confirmation screen's order. */
export const sellerOrderReplySchema = envelope({
  /** The order's id (uuid), as the spec's reply names it. */
  orderId: idSchema,
  /** The 6-character display id. */
  id: text(),
  createdAt: text(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  products: z.array(sellerOrderProductSchema),
  /** Ordered for later: the slot's start, which the seller prepares for; null (or absent): for now. */
  scheduledFor: text().nullable().optional(),
});
export type SellerOrderReply = z.infer<typeof sellerOrderReplySchema>;

export const confirmOrderBodySchema = z.strictObject({
  selectedProducts: z.array(idSchema).max(200, { message: 'Too many products' }),
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

export const sellerOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** pending: an item still waits for confirmation; preparing: confirmed, not yet delivered or cancelled. */
  status: z.enum(SELLER_ORDER_FILTERS).default('all'),
});
export type SellerOrdersQuery = z.input<typeof sellerOrdersQuerySchema>;

export const sellerOrderSummarySchema = z.object({
  _id: idSchema,
  id: text(),
  createdAt: text(),
  deliveryStatus: z.enum(ITEM_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The seller's own total: their non-cancelled items, rupees (spec §9). */
  sellerTotal: z.number(),
  products: z.array(sellerOrderProductSchema),
  /** True while any of the seller's items is still Processing (the link to the confirmation screen). */
  needsConfirmation: z.boolean(),
  /** Ordered for later: the slot's start, which the seller prepares for; null (or absent): for now. */
  scheduledFor: text().nullable().optional(),
});
export type SellerOrderSummary = z.infer<typeof sellerOrderSummarySchema>;

export const sellerOrdersReplySchema = envelope({
  orders: z.array(sellerOrderSummarySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
});
export type SellerOrdersReply = z.infer<typeof sellerOrdersReplySchema>;
