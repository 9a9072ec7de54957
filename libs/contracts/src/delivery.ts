// A delivery partner's work: available orders, their own orders (trips), pickup and delivery.
import { z } from 'zod';
import { DELIVERY_ORDER_FILTERS, PAGE_SIZES } from './constants';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { ITEM_STATUSES } from './order-status';
import { envelope, idSchema, text } from './common';
import { shippingAddressSchema } from './orders';

/** An item as the partner sees it: what to pick up, where, from whom. */
export const deliveryItemSchema = z.object({
  _id: idSchema,
  product: z.object({ _id: idSchema, name: text(), price: z.number(), image: text().nullable() }),
  shop: z.object({ _id: idSchema, name: text() }),
  seller: z.object({ _id: idSchema, username: text() }),
  quantity: z.number().int().positive(),
  status: z.enum(ITEM_STATUSES),
});
export type DeliveryItem = z.infer<typeof deliveryItemSchema>;

/** `GET /api/delivery/get-available-orders`: an order no partner has taken yet. */
export const availableOrderSchema = z.object({
  _id: idSchema,
  /** The 6-character display id. */
  id: text(),
  createdAt: text(),
  shopNames: z.array(text()),
  sellerUsernames: z.array(text()),
  deliveryCharge: z.number(),
  convenienceFees: z.number(),
  /** The customer's tip for the rider, theirs beside the commission. */
  tip: z.number(),
  totalAmount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Without the customer's phone: that is for the partner who takes the order. */
  shippingAddress: shippingAddressSchema.omit({ phone: true }),
  items: z.array(deliveryItemSchema),
  /** From the shop origin to the drop point, km with one decimal. */
  distanceKm: z.number(),
});
export type AvailableOrder = z.infer<typeof availableOrderSchema>;
export const availableOrdersReplySchema = envelope({ orders: z.array(availableOrderSchema) });
export type AvailableOrdersReply = z.infer<typeof availableOrdersReplySchema>;

export const acceptOrderParamsSchema = z.object({ orderId: idSchema });
export const acceptOrderBodySchema = z.strictObject({ deliveryBoyId: idSchema });
export type AcceptOrderBody = z.infer<typeof acceptOrderBodySchema>;

export const availabilityBodySchema = z.strictObject({ isAvailable: z.boolean({ message: 'isAvailable must be true or false' }) });
export const availabilityReplySchema = envelope({ isAvailable: z.boolean() });

export const deliveryOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(20).default(PAGE_SIZES.deliveryOrders),
  /** pending: neither Delivered nor Cancelled. */
  status: z.enum(DELIVERY_ORDER_FILTERS).default('all'),
  /** Must be the caller's own id when given (403 otherwise). */
  deliveryBoyId: idSchema.optional(),
});
export type DeliveryOrdersQuery = z.input<typeof deliveryOrdersQuerySchema>;

/** One of the partner's orders: everything the trip needs. */
export const deliveryOrderSchema = z.object({
  _id: idSchema,
  id: text(),
  createdAt: text(),
  deliveryStatus: z.enum(ITEM_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  /** What the coupon took off the amount (0 without one). */
  discount: z.number(),
  couponCode: text().nullable(),
  deliveryCharge: z.number(),
  convenienceFees: z.number(),
  /** The customer's tip for the rider, theirs beside the commission. */
  tip: z.number(),
  totalAmount: z.number(),
  /** What the partner collects at the door: the total for COD, 0 when paid online. */
  cashToCollect: z.number(),
  customer: z.object({ name: text(), phone: text() }),
  shippingAddress: shippingAddressSchema,
  items: z.array(deliveryItemSchema),
  deliveredAt: text().nullable(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const deliveryOrdersReplySchema = envelope({
  orders: z.array(deliveryOrderSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type DeliveryOrdersReply = z.infer<typeof deliveryOrdersReplySchema>;
export const deliveryOrderReplySchema = envelope({ order: deliveryOrderSchema });
export type DeliveryOrderReply = z.infer<typeof deliveryOrderReplySchema>;

export const confirmPickupBodySchema = z.strictObject({ orderId: idSchema, productId: idSchema });
export type ConfirmPickupBody = z.infer<typeof confirmPickupBodySchema>;

export const deliveryBoyIdParamsSchema = z.object({ deliveryBoyId: idSchema });
export const partnerIdParamsSchema = z.object({ id: idSchema });

// ---- where the rider is

/** `POST /api/delivery/location`: the phone's position, as the Geolocation API gives it (accuracy in metres). */
export const riderLocationBodySchema = z.strictObject({
  lat: z.number({ message: 'lat must be a number' }).min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  long: z.number({ message: 'long must be a number' }).min(-180, 'long must be between -180 and 180').max(180, 'long must be between -180 and 180'),
  accuracy: z.number({ message: 'accuracy must be a number of metres' }).min(0, 'accuracy must not be negative').max(100_000, 'accuracy must be at most 100000 m'),
});
export type RiderLocationBody = z.infer<typeof riderLocationBodySchema>;

/** A partner's latest position and when the phone sent it. */
export const riderPositionSchema = z.object({
  lat: z.number(),
  long: z.number(),
  /** Metres, as the phone reported it. */
  accuracy: z.number(),
  recordedAt: text(),
});
export type RiderPosition = z.infer<typeof riderPositionSchema>;

/**
 * `GET /api/delivery/location/order/{orderId}` (the order's customer, an admin): where its rider is, from its first item
 * Out For Delivery until it is delivered; null before, after, or while the rider has sent no position yet.
 */
export const orderRiderReplySchema = envelope({
  rider: z
    .object({
      name: text(),
      position: riderPositionSchema,
      /** From the rider to the drop point, as the crow flies. */
      distanceKm: z.number(),
      /** The distance at the configured speed, rounded up to the minute. */
      arrivalMinutes: z.number().int(),
    })
    .nullable(),
});
export type OrderRiderReply = z.infer<typeof orderRiderReplySchema>;

/** `GET /api/delivery/location/partners` (admins): every partner on duty, where they are and how busy. */
export const partnerOnDutySchema = z.object({
  _id: idSchema,
  name: text(),
  phone: text(),
  /** Orders assigned to them and not yet delivered or cancelled. */
  activeOrders: z.number().int(),
  /** Busy: at least one active order. */
  state: z.enum(['available', 'busy']),
  /** Null until their app has sent a position. */
  position: riderPositionSchema.nullable(),
});
export type PartnerOnDuty = z.infer<typeof partnerOnDutySchema>;
export const partnersOnDutyReplySchema = envelope({ partners: z.array(partnerOnDutySchema) });
export type PartnersOnDutyReply = z.infer<typeof partnersOnDutyReplySchema>;
