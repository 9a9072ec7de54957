import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../enums';
import { ITEM_STATUSES } from '../order-status';
import { SELLER_ORDER_FILTERS } from '../seller-orders';
import { envelope, idSchema, text } from './common';

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
});
export type SellerOrderSummary = z.infer<typeof sellerOrderSummarySchema>;

export const sellerOrdersReplySchema = envelope({
  orders: z.array(sellerOrderSummarySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
});
export type SellerOrdersReply = z.infer<typeof sellerOrdersReplySchema>;

/** `GET /api/notification/unread-order-notifications`. */
export const unreadCountReplySchema = envelope({ count: z.number().int().min(0) });
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>;
export const notificationIdParamsSchema = z.object({ id: idSchema });
