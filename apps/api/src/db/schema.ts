import {
  CART_KEYS,
  DIET_TYPES,
  ITEM_STATUSES,
  ORDER_TYPES,
  OUTSTANDING_PAYMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  ROLES,
  SHOP_CATEGORIES,
} from '@nukkad/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Money columns end in `_paise` and are integers; never floats.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const id = () => uuid('id').primaryKey().defaultRandom();

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
export const providerPaymentStatusEnum = pgEnum('provider_payment_status', ['created', 'verified', 'used', 'refunded']);

// ---- people

export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    ...timestamps,
  },
  (t) => [uniqueIndex('customers_phone_key').on(t.phone)],
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
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
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
    ...timestamps,
  },
  (t) => [uniqueIndex('sellers_phone_key').on(t.phone), uniqueIndex('sellers_email_key').on(t.email)],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
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
    outstandingAmountPaise: integer('outstanding_amount_paise').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_partners_phone_key').on(t.phone),
    check('delivery_partners_outstanding_nonnegative', sql`${t.outstandingAmountPaise} >= 0`),
  ],
);

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
    isOpen: boolean('is_open').notNull().default(true),
    openingTime: text('opening_time'),
    closingTime: text('closing_time'),
    ...timestamps,
  },
  (t) => [
    // One shop per seller (the spec: a seller manages one shop).
    uniqueIndex('shops_seller_key').on(t.sellerId),
    index('shops_category_idx').on(t.category),
    index('shops_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
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
    index('products_categories_idx').using('gin', t.categories),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_featured_idx')
      .on(t.orderedCount.desc(), t.id)
      .where(sql`${t.inStock}`),
    check('products_price_nonnegative', sql`${t.pricePaise} >= 0`),
  ],
);

// ---- orders

export type ShippingAddress = {
  fullName: string;
  phone: string;
  addressLine: string;
  area: string;
  landMark: string | null;
  lat: number;
  long: number;
};

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
    distanceMetres: integer('distance_metres').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    deliveryPartnerId: uuid('delivery_partner_id').references(() => deliveryPartners.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id),
    hasReviewed: boolean('has_reviewed').notNull().default(false),
    review: text('review'),
    deliveryRatings: smallint('delivery_ratings'),
    appRatings: smallint('app_ratings'),
    overallRatings: smallint('overall_ratings'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_display_id_key').on(t.displayId),
    uniqueIndex('orders_payment_key').on(t.paymentId),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_partner_status_idx').on(t.deliveryPartnerId, t.deliveryStatus),
    index('orders_status_created_idx').on(t.deliveryStatus, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
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
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
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
    index('order_items_order_idx').on(t.orderId),
    index('order_items_seller_status_idx').on(t.sellerId, t.status),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

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
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
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
    index('notifications_unread_idx')
      .on(t.recipientRole, t.recipientId)
      .where(sql`not ${t.read}`),
  ],
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
    refundedPaise: integer('refunded_paise').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    status: providerPaymentStatusEnum('status').notNull().default('created'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_customer_idx').on(t.customerId),
  ],
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
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.customerId, t.key] })],
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

export type CustomerRow = typeof customers.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type AdminRow = typeof admins.$inferSelect;
export type DeliveryPartnerRow = typeof deliveryPartners.$inferSelect;
