// The admin area (spec §2 admin routes, §7 admin calls): figures, orders, sellers, products, users, partners' cash.
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES, ROLES, SHOP_CATEGORIES } from './enums';
import { SELECT_DELIVERY_BOY_MESSAGE } from './messages';
import { ITEM_STATUSES } from './order-status';
import { productSchema } from './catalogue';
import { envelope, idSchema, text } from './common';
import { commissionEntrySchema, outstandingPaymentSchema } from './partner-cash';
import { shippingAddressSchema } from './orders';
import { ADMIN_PAGE_SIZE, ADMIN_USER_SORTS, ALL_ORDER_FILTERS, MONTH_ORDER_FILTERS } from './constants';

export const dashboardOverviewSchema = z.object({
  orders: z.object({ total: z.number().int(), pending: z.number().int(), delivered: z.number().int() }),
  deliveryBoys: z.object({ active: z.number().int(), available: z.number().int() }),
  /** Rupees: the sum of delivered orders' totals, all time and today (Asia/Kolkata). */
  /** coupons: what coupons took off the delivered orders (in their totals already; borne by the platform). */
  sales: z.object({ total: z.number(), today: z.number(), coupons: z.number() }),
  outstandingAmount: z.number(),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export const dashboardOverviewReplySchema = envelope({ data: dashboardOverviewSchema });

/** Orders placed and sales delivered per Asia/Kolkata day, oldest first, zero-filled (the dashboard chart). */
export const dashboardTrendQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const dashboardTrendReplySchema = envelope({
  days: z.array(z.object({ date: text(), orders: z.number().int(), sales: z.number() })),
});
export type DashboardTrendReply = z.infer<typeof dashboardTrendReplySchema>;

const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const limitSchema = z.coerce.number().int().min(1).max(50).default(ADMIN_PAGE_SIZE);

export const monthOrdersQuerySchema = z.object({ page: pageSchema, limit: limitSchema, filter: z.enum(MONTH_ORDER_FILTERS).default('All') });
export type MonthOrdersQuery = z.input<typeof monthOrdersQuerySchema>;
export const allOrdersQuerySchema = z.object({ page: pageSchema, limit: limitSchema, filter: z.enum(ALL_ORDER_FILTERS).default('All') });
export type AllOrdersQuery = z.input<typeof allOrdersQuerySchema>;

/** An order as an admin list row shows it. */
export const adminOrderSummarySchema = z.object({
  _id: idSchema,
  id: text(),
  createdAt: text(),
  customerName: text(),
  shopNames: z.array(text()),
  itemCount: z.number().int(),
  deliveryStatus: z.enum(ITEM_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalAmount: z.number(),
  deliveryBoy: z.object({ _id: idSchema, name: text() }).nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const monthOrdersReplySchema = envelope({ orders: z.array(adminOrderSummarySchema), hasMore: z.boolean() });
export type MonthOrdersReply = z.infer<typeof monthOrdersReplySchema>;
export const allOrdersReplySchema = envelope({ orders: z.array(adminOrderSummarySchema), totalOrders: z.number().int() });
export type AllOrdersReply = z.infer<typeof allOrdersReplySchema>;

/** One recorded change of an order or an admin action: who, when, what. */
export const auditEntrySchema = z.object({
  _id: idSchema,
  kind: text(),
  actorRole: z.enum(ROLES),
  actorName: text().nullable(),
  fromStatus: z.enum(ITEM_STATUSES).nullable(),
  toStatus: z.enum(ITEM_STATUSES).nullable(),
  /** The item it concerns, by name, when it concerns one. */
  productName: text().nullable(),
  note: text().nullable(),
  createdAt: text(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /api/admin/getOrderById/{id}`: the order by its 6-character display id or its full id (`_id`), in any case.
 * Which of the two it is, and 400 for neither, is the service's call: the search box's alert text is its message.
 */
export const adminOrderParamsSchema = z.object({ id: text().trim().min(1).max(40) });
export const adminOrderSchema = z.object({
  _id: idSchema,
  id: text(),
  createdAt: text(),
  orderType: text(),
  deliveryStatus: z.enum(ITEM_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
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
  /** What was refunded to the customer, rupees. */
  refunded: z.number(),
  customer: z.object({ _id: idSchema, name: text(), phone: text() }),
  shippingAddress: shippingAddressSchema,
  deliveryBoy: z.object({ _id: idSchema, name: text(), phone: text() }).nullable(),
  products: z.array(
    z.object({
      _id: idSchema,
      productId: idSchema,
      name: text(),
      quantity: z.number().int(),
      price: z.number(),
      shopName: text(),
      sellerUsername: text(),
      status: z.enum(ITEM_STATUSES),
    }),
  ),
  /** Whether an admin may still assign or reassign a partner (no item picked up, not finished). */
  canAssign: z.boolean(),
  canCancel: z.boolean(),
  history: z.array(auditEntrySchema),
  /** Ordered for later: the slot's start, and when it went to its shops (null while it waits); absent or null: for now. */
  scheduledFor: text().nullable().optional(),
  releasedAt: text().nullable().optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderReplySchema = envelope({ order: adminOrderSchema });
export type AdminOrderReply = z.infer<typeof adminOrderReplySchema>;

export const adminDeliveryBoySummarySchema = z.object({
  _id: idSchema,
  name: text(),
  phone: text(),
  isAvailable: z.boolean(),
  /** Orders assigned and neither Delivered nor Cancelled. */
  activeOrders: z.number().int(),
  outstandingAmount: z.number(),
});
export type AdminDeliveryBoySummary = z.infer<typeof adminDeliveryBoySummarySchema>;
export const allDeliveryBoysReplySchema = envelope({ deliveryBoys: z.array(adminDeliveryBoySummarySchema) });

export const cancelOrderBodySchema = z.strictObject({ orderId: idSchema });
export const assignDeliveryBoyBodySchema = z.strictObject({
  orderId: idSchema,
  deliveryBoyId: idSchema.or(z.literal('')).refine((v) => v !== '', { message: SELECT_DELIVERY_BOY_MESSAGE }),
});
export type AssignDeliveryBoyBody = z.input<typeof assignDeliveryBoyBodySchema>;

export const adminSearchQuerySchema = z.object({ search: text().trim().max(100).default('') });
export const adminPagedSearchQuerySchema = adminSearchQuerySchema.extend({ page: pageSchema });
export const adminIdParamsSchema = z.object({ id: idSchema });

const shopSummarySchema = z.object({ _id: idSchema, name: text(), category: z.enum(SHOP_CATEGORIES), isOpen: z.boolean() });

export const adminSellerSummarySchema = z.object({
  _id: idSchema,
  username: text(),
  email: text().nullable(),
  phone: text(),
  shop: shopSummarySchema.nullable(),
  productsCount: z.number().int(),
  salesTotal: z.number(),
});
export const adminSellersReplySchema = envelope({ sellers: z.array(adminSellerSummarySchema) });
export type AdminSellersReply = z.infer<typeof adminSellersReplySchema>;

export const adminSellerSchema = adminSellerSummarySchema.extend({
  createdAt: text(),
  /** Sales by Asia/Kolkata day, newest first (the spec's salesHistory of {date, amount}). */
  salesHistory: z.array(z.object({ date: text(), amount: z.number() })),
});
export const adminSellerReplySchema = envelope({ seller: adminSellerSchema });
export type AdminSellerReply = z.infer<typeof adminSellerReplySchema>;

export const adminProductSchema = productSchema.extend({ sellerUsername: text() });
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminSellerProductsReplySchema = envelope({ products: z.array(adminProductSchema) });
export const adminProductsReplySchema = envelope({
  products: z.array(adminProductSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminProductsReply = z.infer<typeof adminProductsReplySchema>;

/** `GET /api/admin/seller/{id}/sales?date`: one day's sales records (default today, Asia/Kolkata). */
export const dateQuerySchema = z.object({
  date: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be YYYY-MM-DD' })
    .optional(),
});
export const sellerSalesReplySchema = envelope({
  date: text(),
  total: z.number(),
  totalEarnings: z.array(z.object({ _id: idSchema, orderId: text(), amount: z.number(), time: text() })),
});
export type SellerSalesReply = z.infer<typeof sellerSalesReplySchema>;

/**
 * `GET /api/admin/users?page&search&sort`: customers a page at a time, those whose name or phone holds `search`,
 * newest joined, most orders or most spent first.
 */
export const adminUsersQuerySchema = adminPagedSearchQuerySchema.extend({
  sort: z.enum(ADMIN_USER_SORTS, { message: `Sort must be one of ${ADMIN_USER_SORTS.join(', ')}` }).default('joined'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
export const adminUserSummarySchema = z.object({
  _id: idSchema,
  username: text(),
  phone: text(),
  email: text().nullable(),
  createdAt: text(),
  /** Orders placed, cancelled ones too. */
  orders: z.number().int(),
  /** Rupees: the totals of the orders not cancelled. */
  spend: z.number(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUsersReplySchema = envelope({ users: z.array(adminUserSummarySchema), currentPage: z.number().int(), hasMore: z.boolean() });
export type AdminUsersReply = z.infer<typeof adminUsersReplySchema>;

/** `GET /api/admin/user/{id}`: a customer by id or by 10-digit phone. */
export const userLookupParamsSchema = z.object({ id: text().trim().min(1).max(40) });
export const adminUserReplySchema = envelope({
  user: z.object({
    _id: idSchema,
    username: text(),
    email: text().nullable(),
    phone: text(),
    createdAt: text(),
    orders: z.array(adminOrderSummarySchema),
  }),
});
export type AdminUserReply = z.infer<typeof adminUserReplySchema>;

export const outstandingListReplySchema = envelope({ deliveryBoys: z.array(adminDeliveryBoySummarySchema) });
export type OutstandingListReply = z.infer<typeof outstandingListReplySchema>;

export const adminDeliveryBoyReplySchema = envelope({
  deliveryBoy: z.object({
    _id: idSchema,
    name: text(),
    phone: text(),
    outstandingAmount: z.number(),
    isAvailable: z.boolean(),
    commissionHistory: z.array(commissionEntrySchema),
    outstandingPayments: z.array(outstandingPaymentSchema),
    /** The commission earned on `date` (default today, Asia/Kolkata). */
    dailyCommission: z.object({ date: text(), amount: z.number() }),
    /** Admin actions on this partner (clears, assignments), newest first. */
    history: z.array(auditEntrySchema),
  }),
});
export type AdminDeliveryBoyReply = z.infer<typeof adminDeliveryBoyReplySchema>;
