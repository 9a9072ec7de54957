import {
  CART_KEYS,
  DIET_TYPES,
  ITEM_STATUSES,
  ORDER_TYPES,
  OUTSTANDING_PAYMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  QUERY_STATUSES,
  QUERY_TOPICS,
  ROLES,
  SHOP_CATEGORIES,
  type LiveEventType,
  type ShippingAddress,
  type WeeklyHours,
} from '@nukkad/contracts';
import { COUPON_KINDS, type CouponTerms } from '@nukkad/pricing';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Money columns end in `_paise` and are integers; never floats.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const id = () => uuid('id').primaryKey().defaultRandom();

/** Bumped by logout and password change: tokens carrying an older version are refused. */
const tokenVersion = () => integer('token_version').notNull().default(0);

/** A money column in paise that can never go below zero. */
const nonNegative = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);

export const roleEnum = pgEnum('role', ROLES);
export const shopCategoryEnum = pgEnum('shop_category', SHOP_CATEGORIES);
export const dietTypeEnum = pgEnum('diet_type', DIET_TYPES);
export const cartKeyEnum = pgEnum('cart_key', CART_KEYS);
export const orderTypeEnum = pgEnum('order_type', ORDER_TYPES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const itemStatusEnum = pgEnum('item_status', ITEM_STATUSES);
export const outstandingStatusEnum = pgEnum('outstanding_payment_status', OUTSTANDING_PAYMENT_STATUSES);
export const otpPurposeEnum = pgEnum('otp_purpose', ['signup', 'login']);
/** What an order event records: a status move of the order or an item, or another step of its life. */
export const orderEventKindEnum = pgEnum('order_event_kind', ['placed', 'status', 'assigned', 'paid', 'refunded', 'reviewed', 'released']);
export const providerPaymentStatusEnum = pgEnum('provider_payment_status', ['created', 'verified', 'used', 'refunded']);
/** A refund is pending from when it is asked of the provider until its webhook says the money went back. */
export const refundStatusEnum = pgEnum('refund_status', ['pending', 'processed']);

// ---- people

export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    tokenVersion: tokenVersion(),
    /** Orders placed and the totals of those not cancelled, kept by a trigger on orders (migration 0029). */
    ordersCount: integer('orders_count').notNull().default(0),
    spendPaise: bigint('spend_paise', { mode: 'number' }).notNull().default(0),
    /** Set when the person deleted the account: the row stays for the books, its personal data erased (0032). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Name and phone in lower case, for the admin's search (migration 0029 carries it in each sort index). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || phone)`),
    ...timestamps,
  },
  (t) => [
    // Among accounts not deleted: a deleted account's phone is erased and may sign up again (0032).
    uniqueIndex('customers_phone_key').on(t.phone).where(sql`${t.deletedAt} is null`),
    // The admin's users list: one index per sort, newest or largest first, each INCLUDE (search_text) in 0029.
    index('customers_joined_idx').on(t.createdAt.desc(), t.id.desc()),
    index('customers_orders_idx').on(t.ordersCount.desc(), t.id.desc()),
    index('customers_spend_idx').on(t.spendPaise.desc(), t.id.desc()),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    area: text('area').notNull(),
    landmark: text('landmark'),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    // Exactly one default per customer: the database refuses a second.
    uniqueIndex('customer_addresses_one_default_key').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    cartKey: cartKeyEnum('cart_key').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'cart_items_pkey', columns: [t.customerId, t.cartKey, t.productId] }),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: tokenVersion(),
    /** Set when the person deleted the account: the row stays for the books, its personal data erased (0032). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('sellers_phone_key').on(t.phone).where(sql`${t.deletedAt} is null`), uniqueIndex('sellers_email_key').on(t.email)],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: tokenVersion(),
    ...timestamps,
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
);

export const deliveryPartners = pgTable(
  'delivery_partners',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Kept by the database equal to the sum of the partner's unsettled outstanding payments (0021); never written here. */
    outstandingAmountPaise: integer('outstanding_amount_paise').notNull().default(0),
    tokenVersion: tokenVersion(),
    /** Set when the person deleted the account: the row stays for the books, its personal data erased (0032). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_partners_phone_key').on(t.phone).where(sql`${t.deletedAt} is null`),
    check('delivery_partners_outstanding_nonnegative', sql`${t.outstandingAmountPaise} >= 0`),
  ],
);

/**
 * The latest position of a partner on duty, as their rider app sent it: one row per partner, replaced by each send,
 * deleted when they go off duty or sign out (migration 0027_rider_positions). Never a history.
 */
export const deliveryPartnerPositions = pgTable(
  'delivery_partner_positions',
  {
    deliveryPartnerId: uuid('delivery_partner_id').primaryKey(),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    /** Metres, as the phone reported it. */
    accuracy: doublePrecision('accuracy').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'delivery_partner_positions_partner_fkey', columns: [t.deliveryPartnerId], foreignColumns: [deliveryPartners.id] }).onDelete('cascade'),
    check('delivery_partner_positions_on_earth', sql`${t.lat} between -90 and 90 and ${t.long} between -180 and 180 and ${t.accuracy} >= 0`),
  ],
);
export type DeliveryPartnerPositionRow = typeof deliveryPartnerPositions.$inferSelect;

// ---- catalogue

export const shops = pgTable(
  'shops',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    name: text('name').notNull(),
    category: shopCategoryEnum('category').notNull(),
    productCategories: text('product_categories').array().notNull().default(sql`'{}'::text[]`),
    addressLine: text('address_line').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    /** Open or closed by hand or by the hours until `isOpenUntil`, when it flips (reads: nukkad_shop_is_open, 0028). */
    isOpen: boolean('is_open').notNull().default(true),
    /** The next opening or closing of the hours, or the end of a change by hand; null: the state holds until changed. */
    isOpenUntil: timestamp('is_open_until', { withTimezone: true }),
    /** Weekly opening hours in Asia/Kolkata; null: none, open unless closed by hand. */
    hours: jsonb('hours').$type<WeeklyHours>(),
    /** A whole percent off every product, borne by the seller; runs within the window (either end may be open). Read through nukkad_shop_discount_now (0034). */
    discountPercent: smallint('discount_percent'),
    discountStartsAt: timestamp('discount_starts_at', { withTimezone: true }),
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true }),
    /** Minutes the shop needs before a scheduled order's slot: the order is released to it that long before (0036). */
    preparationMinutes: smallint('preparation_minutes').notNull().default(20),
    /** Units ordered from the shop: the sum of its products' ordered_count, kept by a trigger on products. */
    orderedCount: integer('ordered_count').notNull().default(0),
    /** How many products the shop lists, kept by the same trigger. */
    productCount: integer('product_count').notNull().default(0),
    /** Sum and number of the overall ratings of reviewed orders with a non-cancelled item of the shop, kept by submitReview. */
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // One shop per seller (the spec: a seller manages one shop).
    uniqueIndex('shops_seller_key').on(t.sellerId),
    // Target of the (shop, seller) foreign keys that keep products and order items on their shop's seller.
    unique('shops_id_seller_key').on(t.id, t.sellerId),
    index('shops_category_idx').on(t.category),
    index('shops_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Popular Shops: open first, most ordered from, by name.
    index('shops_popular_idx').on(t.isOpen.desc(), t.orderedCount.desc(), t.name),
    // One category's shops in list order (the restaurants list).
    index('shops_category_list_idx').on(t.category, t.isOpen.desc(), t.name),
    // The boundary job's look-up: shops whose state has come to its end.
    index('shops_is_open_until_idx').on(t.isOpenUntil).where(sql`${t.isOpenUntil} is not null`),
    nonNegative('shops_rating_total_nonnegative', t.ratingTotal),
    nonNegative('shops_rating_count_nonnegative', t.ratingCount),
    check('shops_discount_percent_range', sql`${t.discountPercent} is null or ${t.discountPercent} between 1 and 90`),
    check('shops_discount_window_order', sql`${t.discountStartsAt} is null or ${t.discountEndsAt} is null or ${t.discountStartsAt} < ${t.discountEndsAt}`),
    check('shops_preparation_minutes_range', sql`${t.preparationMinutes} between 5 and 120`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: uuid('shop_id').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    basePricePaise: integer('base_price_paise'),
    inStock: boolean('in_stock').notNull().default(true),
    dietType: dietTypeEnum('diet_type').notNull().default('Veg'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    /** How many units have been ordered; ranks featured products. */
    orderedCount: integer('ordered_count').notNull().default(0),
    /** Set while the seller has archived the product: out of the catalogue and search, still in carts and past orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Name and categories in lower case, for trigram (typo) matching through one index. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || nukkad_text_array(categories))`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', nukkad_text_array(categories)), 'B')`,
    ),
    ...timestamps,
  },
  (t) => [
    index('products_shop_idx').on(t.shopId),
    index('products_seller_idx').on(t.sellerId),
    index('products_seller_archived_idx').on(t.sellerId).where(sql`${t.archivedAt} is not null`),
    index('products_categories_idx').using('gin', t.categories),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Search candidates, most ordered first, whether in stock or not.
    index('products_ordered_idx').on(t.orderedCount.desc(), t.id),
    index('products_featured_idx')
      .on(t.orderedCount.desc(), t.id)
      .where(sql`${t.inStock}`),
    // A shop's page, a page at a time: in stock first, then by name.
    index('products_shop_page_idx').on(t.shopId, t.inStock.desc(), t.name, t.id),
    // A grocery category's pages: in stock first, most ordered, then by name; walked while the category filter is applied.
    index('products_catalogue_order_idx').on(t.inStock.desc(), t.orderedCount.desc(), t.name, t.id),
    foreignKey({ name: 'products_shop_seller_fkey', columns: [t.shopId, t.sellerId], foreignColumns: [shops.id, shops.sellerId] }),
    nonNegative('products_price_nonnegative', t.pricePaise),
    check('products_base_price_not_below_price', sql`${t.basePricePaise} is null or ${t.basePricePaise} >= ${t.pricePaise}`),
    nonNegative('products_ordered_count_nonnegative', t.orderedCount),
  ],
);

/**
 * Every word of a product name or category, kept by a trigger on products: search corrects a query's words
 * against this small list (typos, swapped letters), then finds products by full text on the corrections.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** The word's letters in order: equal for "dipaers" and "diapers". */
    letterKey: text('letter_key').notNull(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`), index('search_words_letter_key_idx').on(t.letterKey)],
);

// ---- orders

export const orders = pgTable(
  'orders',
  {
    id: id(),
    displayId: text('display_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderType: orderTypeEnum('order_type').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('Unpaid'),
    deliveryStatus: itemStatusEnum('delivery_status').notNull().default('Processing'),
    amountPaise: integer('amount_paise').notNull(),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    taxesPaise: integer('taxes_paise').notNull().default(0),
    convenienceFeesPaise: integer('convenience_fees_paise').notNull().default(0),
    serviceChargePaise: integer('service_charge_paise').notNull().default(0),
    totalAmountPaise: integer('total_amount_paise').notNull(),
    /** The customer's tip for the rider: the partner's own earning beside the commission, outside GST and offers. */
    tipPaise: integer('tip_paise').notNull().default(0),
    /** The distance in km exactly as it was priced; repricing reuses it so no tier can change. */
    distanceKm: doublePrecision('distance_km').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    deliveryPartnerId: uuid('delivery_partner_id').references(() => deliveryPartners.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** What the coupon took off the amount; borne by the platform (sellers' sales count the prices before it). */
    discountPaise: integer('discount_paise').notNull().default(0),
    couponId: uuid('coupon_id').references((): AnyPgColumn => coupons.id),
    /** The coupon's code and terms as placed: repricing runs the same rules on the remaining items. */
    coupon: jsonb('coupon').$type<OrderCoupon>(),
    hasReviewed: boolean('has_reviewed').notNull().default(false),
    review: text('review'),
    deliveryRatings: smallint('delivery_ratings'),
    appRatings: smallint('app_ratings'),
    overallRatings: smallint('overall_ratings'),
    /** Ordered for later: the slot's start; null: ordered for now (0036). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** When a scheduled order is due to go to its shops: the slot less the longest preparation time of its shops. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** When it went: until then only its customer and admins see it (no seller, partner, notification or live event). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_display_id_key').on(t.displayId),
    // The release job's look-up: scheduled orders still waiting (a cancelled one leaves the index).
    index('orders_release_due_idx')
      .on(t.releaseAt)
      .where(sql`${t.releasedAt} is null and ${t.releaseAt} is not null and ${t.deliveryStatus} <> 'Cancelled'`),
    check('orders_scheduled_has_release', sql`(${t.scheduledFor} is null) = (${t.releaseAt} is null) and (${t.releasedAt} is null or ${t.scheduledFor} is not null)`),
    uniqueIndex('orders_payment_key').on(t.paymentId),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_partner_status_idx').on(t.deliveryPartnerId, t.deliveryStatus),
    index('orders_status_created_idx').on(t.deliveryStatus, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_partner_idx').on(t.deliveryPartnerId),
    // The partners' available orders, oldest first: only orders nobody has taken and still in progress.
    index('orders_available_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deliveryPartnerId} is null and ${t.deliveryStatus} in ('Processing', 'Preparing', 'Out For Delivery')`),
    // A partner's own orders, newest assigned first.
    index('orders_partner_assigned_idx').on(t.deliveryPartnerId, t.assignedAt.desc(), t.id.desc()),
    // Today's sales: the orders delivered since a moment.
    index('orders_delivered_at_idx').on(t.deliveredAt).where(sql`${t.deliveryStatus} = 'Delivered'`),
    index('orders_coupon_idx').on(t.couponId).where(sql`${t.couponId} is not null`),
    check('orders_discount_within_amount', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.amountPaise}`),
    nonNegative('orders_amount_nonnegative', t.amountPaise),
    nonNegative('orders_delivery_charge_nonnegative', t.deliveryChargePaise),
    nonNegative('orders_taxes_nonnegative', t.taxesPaise),
    nonNegative('orders_convenience_fees_nonnegative', t.convenienceFeesPaise),
    nonNegative('orders_service_charge_nonnegative', t.serviceChargePaise),
    nonNegative('orders_tip_nonnegative', t.tipPaise),
    check(
      'orders_total_is_sum',
      sql`${t.totalAmountPaise} = ${t.amountPaise} - ${t.discountPaise} + ${t.deliveryChargePaise} + ${t.taxesPaise} + ${t.convenienceFeesPaise} + ${t.serviceChargePaise} + ${t.tipPaise}`,
    ),
    check('orders_distance_nonnegative', sql`${t.distanceKm} >= 0`),
    check('orders_delivery_ratings_range', sql`${t.deliveryRatings} between 1 and 5`),
    check('orders_app_ratings_range', sql`${t.appRatings} between 1 and 5`),
    check('orders_overall_ratings_range', sql`${t.overallRatings} between 1 and 5`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    shopId: uuid('shop_id').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    // Snapshots at the moment of ordering: later catalogue edits never change a placed order.
    productName: text('product_name').notNull(),
    shopName: text('shop_name').notNull(),
    sellerUsername: text('seller_username').notNull(),
    image: text('image'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    status: itemStatusEnum('status').notNull().default('Processing'),
    ...timestamps,
  },
  (t) => [
    // The partner's pickup call names an item by its order and product.
    uniqueIndex('order_items_order_product_key').on(t.orderId, t.productId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_seller_status_idx').on(t.sellerId, t.status),
    foreignKey({ name: 'order_items_shop_seller_fkey', columns: [t.shopId, t.sellerId], foreignColumns: [shops.id, shops.sellerId] }),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    nonNegative('order_items_unit_price_nonnegative', t.unitPricePaise),
  ],
);

/**
 * Orders and their totals by delivery status, kept by a trigger on orders: each change adds a row (migration
 * 0024_checkout_without_global_lock), so no commit waits on a counter row, and a job folds the rows into one per
 * status now and then. A figure is the sum of its rows.
 */
export const orderFigures = pgTable('order_figures', {
  status: itemStatusEnum('status').notNull(),
  shard: smallint('shard').notNull(),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
});

/** Units ordered and not yet added to their product's ordered_count: a checkout queues them, a job counts them. */
export const orderedUnits = pgTable('ordered_units', {
  productId: uuid('product_id').notNull(),
  quantity: integer('quantity').notNull(),
});

/** Append-only log of every state change of an order or one of its items. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    actorRole: roleEnum('actor_role').notNull(),
    actorId: uuid('actor_id').notNull(),
    kind: orderEventKindEnum('kind').notNull(),
    fromStatus: itemStatusEnum('from_status'),
    toStatus: itemStatusEnum('to_status'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    index('order_events_item_idx').on(t.orderItemId),
    // A status change names the status it reached.
    check('order_events_status_change_has_status', sql`${t.kind} <> 'status' or ${t.toStatus} is not null`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientRole: roleEnum('recipient_role').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    message: text('message').notNull(),
    url: text('url').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    kind: text('kind').notNull(),
    read: boolean('read').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientRole, t.recipientId, t.createdAt),
    index('notifications_order_idx').on(t.orderId),
    index('notifications_unread_idx')
      .on(t.recipientRole, t.recipientId)
      .where(sql`not ${t.read}`),
  ],
);

// ---- live events

/**
 * The outbox of live updates: one row per recipient (recipient_id null: every account of the role), written in the
 * transaction of the change it announces and published when it commits (migration 0013_live_events_notify). No
 * foreign keys: rows are short-lived pointers, pruned after a day, and must never hold up the rows they name.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    // Negative (a staging id) until published; then the published id (migration 0024_checkout_without_global_lock).
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`-nextval('live_events_staged_seq')`),
    type: text('type').$type<LiveEventType>().notNull(),
    orderId: uuid('order_id'),
    notificationId: uuid('notification_id'),
    kind: text('kind').notNull(),
    status: itemStatusEnum('status'),
    recipientRole: roleEnum('recipient_role').notNull(),
    recipientId: uuid('recipient_id'),
    /** The item an 'order' event moved; null for a step of the whole order (migration 0026_web_push). */
    orderItemId: uuid('order_item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A reconnecting stream's replay: its account's rows and its role's broadcasts after an id.
    index('live_events_recipient_idx').on(t.recipientRole, t.recipientId, t.id),
    index('live_events_created_idx').on(t.createdAt),
    check('live_events_type_known', sql`${t.type} in ('order', 'available', 'notification', 'session', 'cart', 'position')`),
  ],
);

// ---- web push (migration 0026_web_push)

/** A device's push subscription; the endpoint belongs to one account at a time (the last to subscribe it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    accountRole: roleEnum('account_role').notNull(),
    accountId: uuid('account_id').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_account_idx').on(t.accountRole, t.accountId)],
);

/** One push of one published live event to one subscription: its key is claimed once, so it is never sent twice. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    url: text('url').notNull(),
    urgency: text('urgency').$type<'very-low' | 'low' | 'normal' | 'high'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it may next be tried; a claim moves it past the time a send can take, so no other process takes it meanwhile. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up: the push service refused it for good, or every retry failed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'push_deliveries_event_id_subscription_id_pk', columns: [t.eventId, t.subscriptionId] }),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
    index('push_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('push_deliveries_created_idx').on(t.createdAt),
    check('push_deliveries_urgency_known', sql`${t.urgency} in ('very-low', 'low', 'normal', 'high')`),
  ],
);

/** How far the push job has read the published live events (one row). */
export const pushCursor = pgTable(
  'push_cursor',
  {
    id: boolean('id').primaryKey().default(true),
    lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  },
  (t) => [check('push_cursor_single_row', sql`${t.id}`)],
);

// ---- partners' money

export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: id(),
    deliveryPartnerId: uuid('delivery_partner_id')
      .notNull()
      .references(() => deliveryPartners.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    commissionPaise: integer('commission_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_entries_partner_idx').on(t.deliveryPartnerId, t.createdAt),
    uniqueIndex('commission_entries_order_key').on(t.orderId),
    nonNegative('commission_entries_commission_nonnegative', t.commissionPaise),
  ],
);

export const outstandingPayments = pgTable(
  'outstanding_payments',
  {
    id: id(),
    deliveryPartnerId: uuid('delivery_partner_id')
      .notNull()
      .references(() => deliveryPartners.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    status: outstandingStatusEnum('status').notNull().default('unsettled'),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('outstanding_payments_partner_idx').on(t.deliveryPartnerId, t.status),
    uniqueIndex('outstanding_payments_order_key').on(t.orderId),
    nonNegative('outstanding_payments_amount_nonnegative', t.amountPaise),
  ],
);

export const salesRecords = pgTable(
  'sales_records',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** The sale's day in Asia/Kolkata. */
    date: date('date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_records_seller_date_idx').on(t.sellerId, t.date),
    uniqueIndex('sales_records_seller_order_key').on(t.sellerId, t.orderId),
    index('sales_records_order_idx').on(t.orderId),
    nonNegative('sales_records_amount_nonnegative', t.amountPaise),
  ],
);

// ---- admin actions

export const ADMIN_ACTIONS = ['cancel_order', 'assign_partner', 'clear_outstanding'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Append-only record of what an admin did (cancel an order, assign a partner, clear a partner's cash), by whom and when. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    action: text('action').$type<AdminAction>().notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    deliveryPartnerId: uuid('delivery_partner_id').references(() => deliveryPartners.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_order_idx').on(t.orderId),
    index('admin_actions_partner_idx').on(t.deliveryPartnerId, t.createdAt),
    check('admin_actions_action_known', sql`${t.action} in ('cancel_order', 'assign_partner', 'clear_outstanding')`),
  ],
);

// ---- sign-in codes, payments, idempotency, uploads

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: otpPurposeEnum('purpose').notNull(),
    /** HMAC of the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    username: text('username'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestedIp: text('requested_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_phone_idx').on(t.phone, t.createdAt),
    index('one_time_codes_ip_idx').on(t.requestedIp, t.createdAt),
  ],
);

/** What the development SMS sender "sent"; never written in production. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: id(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_phone_idx').on(t.phone, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: providerPaymentStatusEnum('status').notNull().default('created'),
    /** The cart and address the amount was priced for, so the provider's webhook can place that order (null before 0017). */
    cartKey: cartKeyEnum('cart_key'),
    addressId: uuid('address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    /** The rider's tip the amount includes, so the webhook's order carries it too. */
    tipPaise: integer('tip_paise').notNull().default(0),
    /** The provider's webhook placed this payment's order: the browser's own create-order then answers with it. */
    placedByWebhook: boolean('placed_by_webhook').notNull().default(false),
    /** The coupon the amount was priced with, so the provider's webhook places the same order. */
    couponCode: text('coupon_code'),
    /** The slot of an order for later the amount was priced for, so a webhook places it scheduled (0036). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_customer_idx').on(t.customerId),
    nonNegative('payments_amount_nonnegative', t.amountPaise),
  ],
);

/** One row per refund of a payment; a trigger keeps their sum within the payment's amount. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id').references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** The provider's id for the refund, once it has answered. */
    providerRefundId: text('provider_refund_id'),
    status: refundStatusEnum('status').notNull().default('pending'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Every webhook event of the payment provider handled so far: a redelivered event id is ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_webhook_events_pkey', columns: [t.provider, t.eventId] })],
);

/**
 * Fixed-window hit counters shared by every API process: the request rate limits and the
 * sign-in code limits count here, each hit an atomic upsert.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pkey', columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed password checks per sign-in identifier, and per identifier and address, shared by every API process.
 * Each try is claimed here by one atomic upsert before its password is checked; a success deletes the rows.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** The first failure of the current window. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** Set once the free failures are used up: no try is checked before it. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** When the row stops mattering (its window and its pause are over), for the sweep. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_expires_idx').on(t.expiresAt)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.customerId, t.key] }),
    index('idempotency_keys_order_idx').on(t.orderId),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    path: text('path').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByRole: roleEnum('uploaded_by_role').notNull(),
    uploadedById: uuid('uploaded_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_path_key').on(t.path)],
);

// ---- help with an order

export const queryTopicEnum = pgEnum('query_topic', QUERY_TOPICS);
export const queryStatusEnum = pgEnum('query_status', QUERY_STATUSES);

/** A customer's photo for a query, kept here and not in the public uploads: only its customer and admins read it. */
export const customerQueryPhotos = pgTable(
  'customer_query_photos',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    bytes: bytea('bytes').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_query_photos_customer_idx').on(t.customerId)],
);

export const customerQueries = pgTable(
  'customer_queries',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    topic: queryTopicEnum('topic').notNull(),
    status: queryStatusEnum('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One open query per order and topic: a second one, even sent at the same moment, meets this index.
    uniqueIndex('customer_queries_one_open_key').on(t.orderId, t.topic).where(sql`${t.status} = 'open'`),
    index('customer_queries_status_created_idx').on(t.status, t.createdAt),
    index('customer_queries_customer_idx').on(t.customerId),
    check('customer_queries_resolved_at_check', sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null)`),
  ],
);

export const customerQueryMessages = pgTable(
  'customer_query_messages',
  {
    id: id(),
    queryId: uuid('query_id')
      .notNull()
      .references(() => customerQueries.id),
    authorRole: roleEnum('author_role').notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    photoId: uuid('photo_id').references(() => customerQueryPhotos.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_query_messages_query_idx').on(t.queryId, t.createdAt),
    // A photo goes with one message only.
    uniqueIndex('customer_query_messages_photo_key').on(t.photoId),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type AdminRow = typeof admins.$inferSelect;
export type DeliveryPartnerRow = typeof deliveryPartners.$inferSelect;

// ---- coupons (issue 22 §1)

/** An order's coupon as placed. */
export type OrderCoupon = CouponTerms & { code: string };

export const couponKindEnum = pgEnum('coupon_kind', COUPON_KINDS);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper case, as customers type it in any case. */
    code: text('code').notNull(),
    kind: couponKindEnum('kind').notNull(),
    /** flat: paise off; percent: whole percent off. */
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    totalUses: integer('total_uses'),
    /** Uses taken or reserved and not given back; raised only by a conditional update. */
    usedCount: integer('used_count').notNull().default(0),
    usesPerCustomer: integer('uses_per_customer').notNull().default(1),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** null: Food and Grocery. */
    orderType: orderTypeEnum('order_type'),
    shopId: uuid('shop_id').references(() => shops.id),
    paused: boolean('paused').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_value_range', sql`${t.value} > 0 and (${t.kind} = 'flat' or ${t.value} <= 100)`),
    nonNegative('coupons_max_discount_nonnegative', t.maxDiscountPaise),
    nonNegative('coupons_min_amount_nonnegative', t.minAmountPaise),
    check('coupons_used_within_total', sql`${t.usedCount} >= 0 and (${t.totalUses} is null or ${t.usedCount} <= ${t.totalUses})`),
    check('coupons_uses_per_customer_positive', sql`${t.usesPerCustomer} >= 1`),
    check('coupons_window', sql`${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`),
  ],
);

/** One use of a coupon by a customer: reserved by an online payment, taken by an order, or given back (released). */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** 1 … the coupon's uses per customer; unique among the customer's uses not given back. */
    slot: integer('slot').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    orderId: uuid('order_id').references(() => orders.id),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_uses_customer_slot_key').on(t.couponId, t.customerId, t.slot).where(sql`${t.releasedAt} is null`),
    index('coupon_uses_payment_idx').on(t.paymentId),
    index('coupon_uses_order_idx').on(t.orderId),
  ],
);
