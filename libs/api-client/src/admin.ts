import {
  adminDeliveryBoyReplySchema,
  adminOrderReplySchema,
  adminProductsReplySchema,
  adminSellerProductsReplySchema,
  adminSellerReplySchema,
  adminSellersReplySchema,
  adminUserReplySchema,
  allDeliveryBoysReplySchema,
  allOrdersReplySchema,
  dashboardOverviewReplySchema,
  dashboardTrendReplySchema,
  messageReplySchema,
  monthOrdersReplySchema,
  outstandingListReplySchema,
  sellerSalesReplySchema,
  type AllOrderFilter,
  type MonthOrderFilter,
} from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';

/** The admin area's calls (spec §7 admin). */
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
  order: (displayId: string) => ['admin', 'orders', 'one', displayId.toUpperCase()] as const,
  deliveryBoys: ['admin', 'delivery-boys'] as const,
  sellers: (search: string) => ['admin', 'sellers', search] as const,
  seller: (id: string) => ['admin', 'seller', id] as const,
  sellerProducts: (id: string, search: string) => ['admin', 'seller', id, 'products', search] as const,
  sellerSales: (id: string, date: string) => ['admin', 'seller', id, 'sales', date] as const,
  products: (search: string, page: number) => ['admin', 'products', search, page] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  outstanding: (search: string) => ['admin', 'outstanding', search] as const,
  deliveryBoy: (id: string, date: string) => ['admin', 'delivery-boy', id, date] as const,
};

const id = encodeURIComponent;

export const getDashboardOverview = (signal?: AbortSignal) =>
  request('/admin/dashboard-overview', { reply: dashboardOverviewReplySchema, signal });
export const dashboardOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: ({ signal }) => getDashboardOverview(signal), retry: false });

export const getDashboardTrend = (days: number, signal?: AbortSignal) =>
  request('/admin/dashboard-trend', { query: { days }, reply: dashboardTrendReplySchema, signal });
export const dashboardTrendQueryOptions = (days: number) =>
  queryOptions({ queryKey: adminKeys.trend(days), queryFn: ({ signal }) => getDashboardTrend(days, signal) });

/** This month's orders (Asia/Kolkata), one page; the screen scrolls through pages with useInfiniteQuery. */
export const getMonthOrders = (query: { page: number; filter: MonthOrderFilter }, signal?: AbortSignal) =>
  request('/admin/getOrdersByMonth', { query: { ...query, limit: 10 }, reply: monthOrdersReplySchema, signal });

export const getAllOrders = (query: { page: number; filter: AllOrderFilter }, signal?: AbortSignal) =>
  request('/order/getAllOrders', { query: { ...query, limit: 10 }, reply: allOrdersReplySchema, signal });
export const allOrdersQueryOptions = (filter: AllOrderFilter, page: number) =>
  queryOptions({ queryKey: adminKeys.allOrders(filter, page), queryFn: ({ signal }) => getAllOrders({ filter, page }, signal) });

export const getAdminOrder = (displayId: string, signal?: AbortSignal) =>
  request(`/admin/getOrderById/${id(displayId)}`, { reply: adminOrderReplySchema, signal });
export const adminOrderQueryOptions = (displayId: string) =>
  queryOptions({ queryKey: adminKeys.order(displayId), queryFn: ({ signal }) => getAdminOrder(displayId, signal), retry: false });

export const getAllDeliveryBoys = (signal?: AbortSignal) =>
  request('/admin/getAllDeliveryBoys', { reply: allDeliveryBoysReplySchema, signal });
export const allDeliveryBoysQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.deliveryBoys, queryFn: ({ signal }) => getAllDeliveryBoys(signal) });

export const cancelOrder = (orderId: string) => request('/admin/cancelOrder', { method: 'PUT', body: { orderId }, reply: messageReplySchema });
export const assignDeliveryBoy = (orderId: string, deliveryBoyId: string) =>
  request('/admin/assignDeliveryBoy', { method: 'POST', body: { orderId, deliveryBoyId }, reply: messageReplySchema });

export const getAdminSellers = (search: string, signal?: AbortSignal) =>
  request('/admin/sellers', { query: { search }, reply: adminSellersReplySchema, signal });
export const adminSellersQueryOptions = (search: string) =>
  queryOptions({ queryKey: adminKeys.sellers(search), queryFn: ({ signal }) => getAdminSellers(search, signal) });

export const getAdminSeller = (sellerId: string, signal?: AbortSignal) =>
  request(`/admin/seller/${id(sellerId)}`, { reply: adminSellerReplySchema, signal });
export const adminSellerQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: adminKeys.seller(sellerId), queryFn: ({ signal }) => getAdminSeller(sellerId, signal) });

export const getAdminSellerProducts = (sellerId: string, search: string, signal?: AbortSignal) =>
  request(`/admin/seller/${id(sellerId)}/products`, { query: { search }, reply: adminSellerProductsReplySchema, signal });
export const adminSellerProductsQueryOptions = (sellerId: string, search: string) =>
  queryOptions({ queryKey: adminKeys.sellerProducts(sellerId, search), queryFn: ({ signal }) => getAdminSellerProducts(sellerId, search, signal) });

export const getAdminSellerSales = (sellerId: string, date: string, signal?: AbortSignal) =>
  request(`/admin/seller/${id(sellerId)}/sales`, { query: { date: date || undefined }, reply: sellerSalesReplySchema, signal });
export const adminSellerSalesQueryOptions = (sellerId: string, date: string) =>
  queryOptions({ queryKey: adminKeys.sellerSales(sellerId, date), queryFn: ({ signal }) => getAdminSellerSales(sellerId, date, signal) });

export const getAdminProducts = (search: string, page: number, signal?: AbortSignal) =>
  request('/admin/products', { query: { search, page }, reply: adminProductsReplySchema, signal });
export const adminProductsQueryOptions = (search: string, page: number) =>
  queryOptions({ queryKey: adminKeys.products(search, page), queryFn: ({ signal }) => getAdminProducts(search, page, signal) });

/** A customer by id or by phone. */
export const getAdminUser = (idOrPhone: string, signal?: AbortSignal) =>
  request(`/admin/user/${id(idOrPhone)}`, { reply: adminUserReplySchema, signal });
export const adminUserQueryOptions = (idOrPhone: string) =>
  queryOptions({ queryKey: adminKeys.user(idOrPhone), queryFn: ({ signal }) => getAdminUser(idOrPhone, signal), retry: false });

export const getOutstandingList = (search: string, signal?: AbortSignal) =>
  request('/admin/outstanding/list', { query: { search }, reply: outstandingListReplySchema, signal });
export const outstandingListQueryOptions = (search: string) =>
  queryOptions({ queryKey: adminKeys.outstanding(search), queryFn: ({ signal }) => getOutstandingList(search, signal) });

export const getAdminDeliveryBoy = (deliveryBoyId: string, date: string, signal?: AbortSignal) =>
  request(`/admin/deliveryBoy/${id(deliveryBoyId)}`, { query: { date: date || undefined }, reply: adminDeliveryBoyReplySchema, signal });
export const adminDeliveryBoyQueryOptions = (deliveryBoyId: string, date: string) =>
  queryOptions({ queryKey: adminKeys.deliveryBoy(deliveryBoyId, date), queryFn: ({ signal }) => getAdminDeliveryBoy(deliveryBoyId, date, signal) });

export const clearOutstanding = (deliveryBoyId: string) =>
  request(`/admin/deliveryBoy/clearOutstanding/${id(deliveryBoyId)}`, { method: 'PUT', reply: messageReplySchema });
