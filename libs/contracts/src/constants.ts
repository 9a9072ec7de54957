// Business constants and limits from both specifications (§9), in one place.

/** One-time sign-in codes. */
export const OTP_LENGTH = 4;
export const OTP_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const OTP_RESEND_SECONDS = 120;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Sends allowed per phone, and per client address, within the window. */
export const OTP_SENDS_PER_PHONE = 3;
// Carrier NAT puts thousands of customers behind one address: 200 phones in 5 minutes must all get a code.
export const OTP_SENDS_PER_CLIENT = 1000;
export const OTP_SEND_WINDOW_MINUTES = 15;

export const PHONE_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 4;
export const ORDER_DISPLAY_ID_LENGTH = 6;
/** Display ids avoid look-alikes (0/O, 1/I/L). */
export const ORDER_DISPLAY_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const TOAST_MS = 3000;
export const REDIRECT_AFTER_SUCCESS_MS = 2000;
export const REDIRECT_AFTER_LOGOUT_MS = 1000;

export const SKELETON_COUNTS = { shops: 5, products: 8, restaurants: 6, notifications: 5 } as const;
export const PAGE_WINDOW = 2;
export const PAGE_SIZES = {
  recentOrders: 5,
  adminAllOrders: 10,
  adminMonthOrders: 10,
  adminUserOrders: 10,
  deliveryOrders: 5,
  /** Orders waiting for a partner: one list, the oldest first, at most this many. */
  availableOrders: 50,
  sellerOrders: 10,
  adminProducts: 20,
  adminSellers: 20,
  adminSellerProducts: 20,
  adminSellerSales: 10,
  /** A busy partner's history runs to thousands of rows: the admin's lists of one partner show 10 at a time. */
  adminPartnerHistory: 10,
  /** The admin's users list. */
  adminUsers: 20,
  /** Newest notifications shown, at most. */
  notifications: 100,
  search: 20,
  restaurants: 24,
  grocery: 60,
  shopProducts: 60,
} as const;

export const POPULAR_SHOPS_LIMIT = 10;
export const POPULAR_PRODUCTS_LIMIT = 24;
export const RESTAURANT_CARD_CATEGORIES = 2;
export const DISCOUNT_PULSE_ABOVE_PERCENT = 20;
/** A shop shows its rating once this many orders have rated it. */
export const SHOP_RATING_MIN_REVIEWS = 3;

export const SELLER_POLL_MS = 300_000;
export const ADMIN_MONTH_FILTER_DEBOUNCE_MS = 300;
export const ADMIN_PRODUCT_SEARCH_DEBOUNCE_MS = 500;

export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 400;
export const MAP_FALLBACK = { lat: 28.61, lng: 77.23 } as const;

export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';
export const TIME_ZONE = 'Asia/Kolkata';

/** Images a seller uploads at once, and the size of each. */
export const MAX_UPLOAD_IMAGES = 6;
export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;

// ---- lists and limits the apps show beside their schemas

export const ADMIN_PAGE_SIZE = PAGE_SIZES.adminAllOrders;
export const MONTH_ORDER_FILTERS = ['All', 'Processing', 'Out for Delivery', 'Delivered'] as const;
export type MonthOrderFilter = (typeof MONTH_ORDER_FILTERS)[number];
/** How the admin's users list may be sorted, each largest or newest first. */
export const ADMIN_USER_SORTS = ['joined', 'orders', 'spend'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ALL_ORDER_FILTERS = ['All', 'Processing', 'Delivered', 'Cancelled'] as const;
export type AllOrderFilter = (typeof ALL_ORDER_FILTERS)[number];

/** The header that makes a retried Place order return the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const DELIVERY_ORDER_FILTERS = ['all', 'pending', 'delivered'] as const;
export type DeliveryOrderFilter = (typeof DELIVERY_ORDER_FILTERS)[number];

export const REVIEW_TEXT_MAX = 1000;
export const SELLER_ORDER_FILTERS = ['all', 'pending', 'preparing', 'delivered', 'cancelled'] as const;
export type SellerOrderFilter = (typeof SELLER_ORDER_FILTERS)[number];

export const PRODUCT_NAME_MAX = 120;
export const SHOP_NAME_MAX = 80;
/** A shop discount is a whole percent from 1 to this. */
export const SHOP_DISCOUNT_PERCENT_MAX = 90;
export const DESCRIPTION_MAX = 2000;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const SELLER_IMAGES_MAX = 6;
export const SELLER_USERNAME_MAX = 60;
/** Sales of the last days, one entry per Asia/Kolkata day, oldest first, days without sales at 0. */
export const SALES_CHART_DAYS = 30;
/** The multipart field the images are sent under. */
export const UPLOAD_FIELD = 'photos';
