// Every query key of the app's calls, apart from the calls: code that only refreshes or drops cached replies (live
// updates, layouts) needs the keys, and with them alone a page's first script stays free of every request function.
import type { AdminUserSort, AllOrderFilter, CartKey, DeliveryOrderFilter, MonthOrderFilter, QueryStatus, SellerOrderFilter } from '@nukkad/contracts';

export const authKeys = {
  user: ['auth', 'user'] as const,
  seller: ['auth', 'seller-details'] as const,
  admin: ['auth', 'admin'] as const,
  delivery: ['auth', 'delivery'] as const,
  deliveryStats: (id: string) => ['delivery', 'stats', id] as const,
  /** The stats of any partner (the app knows only its own). */
  allDeliveryStats: ['delivery', 'stats'] as const,
};

export const catalogueKeys = {
  popularShops: ['catalogue', 'popular-shops'] as const,
  popularProducts: ['catalogue', 'popular-products'] as const,
  restaurants: (search: string) => ['catalogue', 'restaurants', search] as const,
  shop: (shopId: string) => ['catalogue', 'shop', shopId] as const,
  grocery: (category: string) => ['catalogue', 'grocery', category] as const,
  search: (query: string) => ['catalogue', 'search', query] as const,
};

export const cartKeys = {
  /** The one cached copy of both carts. */
  cart: ['cart'] as const,
  /** Every change to a cart; a change of one product is `change(productId)`, so its cards can lock while it runs. */
  changes: ['cart-change'] as const,
  change: (productId: string) => ['cart-change', productId] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  details: (orderId: string) => ['orders', 'details', orderId] as const,
  /** Every page of the list. */
  lists: ['orders', 'list'] as const,
  list: (page: number, limit: number) => ['orders', 'list', page, limit] as const,
};

export const notificationKeys = {
  list: ['notifications', 'list'] as const,
};

export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: string) => ['addresses', userId] as const,
};

/** What the customer chose at checkout that changes the price: a coupon, a tip for the rider, a slot for later. */
export type QuoteChoices = { couponCode?: string | null; tip?: number; scheduledFor?: string | null };

export const checkoutKeys = {
  appConfig: ['app-config'] as const,
  quote: (cartKey: CartKey, addressId: string, { couponCode = null, tip = 0, scheduledFor = null }: QuoteChoices = {}) =>
    ['checkout', 'quote', cartKey, addressId, couponCode, tip, scheduledFor] as const,
  scheduleSlots: (cartKey: CartKey) => ['checkout', 'schedule-slots', cartKey] as const,
};

export const sellerShopKeys = {
  all: ['seller-shop'] as const,
  profile: ['seller-shop', 'profile'] as const,
  shop: (shopId: string) => ['seller-shop', 'shop', shopId] as const,
  products: ['seller-shop', 'products'] as const,
  /** The shop's QR code and the address it opens. */
  qr: ['seller-shop', 'qr'] as const,
  product: (productId: string) => ['seller-shop', 'product', productId] as const,
  sales: (days: number) => ['seller-shop', 'sales', days] as const,
  /** The sales of every period. */
  allSales: ['seller-shop', 'sales'] as const,
};

export const sellerOrderKeys = {
  all: ['seller-orders'] as const,
  list: (status: SellerOrderFilter, page: number) => ['seller-orders', 'list', status, page] as const,
  order: (orderId: string) => ['seller-orders', 'order', orderId] as const,
  details: (orderId: string) => ['seller-orders', 'details', orderId] as const,
  notifications: ['seller-notifications', 'list'] as const,
  unreadCount: ['seller-notifications', 'unread-count'] as const,
};

export const deliveryOrderKeys = {
  all: ['delivery-orders'] as const,
  available: ['delivery-orders', 'available'] as const,
  list: (status: DeliveryOrderFilter, page: number) => ['delivery-orders', 'list', status, page] as const,
  /** Every filter and page of the list. */
  lists: ['delivery-orders', 'list'] as const,
  order: (orderId: string) => ['delivery-orders', 'order', orderId] as const,
  commissionHistory: (partnerId: string) => ['delivery-money', 'commission', partnerId] as const,
  outstanding: (partnerId: string) => ['delivery-money', 'outstanding', partnerId] as const,
};

/** Where riders are: an order's rider (its customer, an admin) and the admins' map of partners on duty. */
export const locationKeys = {
  all: ['location'] as const,
  order: (orderId: string) => ['location', 'order', orderId] as const,
  partners: ['location', 'partners'] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  trend: (days: number) => ['admin', 'trend', days] as const,
  /** The trend of every period. */
  trends: ['admin', 'trend'] as const,
  /** Every order list and order (month, all, one). */
  orders: ['admin', 'orders'] as const,
  monthOrders: (filter: MonthOrderFilter) => ['admin', 'orders', 'month', filter] as const,
  allOrders: (filter: AllOrderFilter, page: number) => ['admin', 'orders', 'all', filter, page] as const,
  order: (orderKey: string) => ['admin', 'orders', 'one', orderKey.toUpperCase()] as const,
  deliveryBoys: ['admin', 'delivery-boys'] as const,
  sellers: (search: string) => ['admin', 'sellers', search] as const,
  seller: (id: string) => ['admin', 'seller', id] as const,
  sellerProducts: (id: string, search: string) => ['admin', 'seller', id, 'products', search] as const,
  sellerSales: (id: string, date: string) => ['admin', 'seller', id, 'sales', date] as const,
  products: (search: string, page: number) => ['admin', 'products', search, page] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  users: (search: string, sort: AdminUserSort, page: number) => ['admin', 'users', search, sort, page] as const,
  outstanding: (search: string) => ['admin', 'outstanding', search] as const,
  deliveryBoy: (id: string, date: string) => ['admin', 'delivery-boy', id, date] as const,
};

/** Coupons: those that apply to one of the customer's carts, and the admins' list. */
export const couponKeys = {
  active: (cartKey: CartKey) => ['coupons', 'active', cartKey] as const,
  admin: ['admin', 'coupons'] as const,
};

/** Help with an order: an order's queries (the customer's page), the admins' inbox and one query. */
export const customerQueryKeys = {
  all: ['queries'] as const,
  order: (orderId: string) => ['queries', 'order', orderId] as const,
  inboxes: ['queries', 'inbox'] as const,
  inbox: (status: QueryStatus, page: number) => ['queries', 'inbox', status, page] as const,
  one: (queryId: string) => ['queries', 'one', queryId] as const,
};
