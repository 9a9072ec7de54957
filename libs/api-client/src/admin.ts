import {
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
  sellerSalesReplySchema,
} from '@nukkad/contracts';
import type { AllOrderFilter, MonthOrderFilter } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { adminKeys } from './query-keys';

/** The admin area's calls (spec §7 admin). */

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

/** An order by its 6-character display id or its full id (`_id`). */
export const getAdminOrder = (orderKey: string, signal?: AbortSignal) =>
  request(`/admin/getOrderById/${id(orderKey)}`, { reply: adminOrderReplySchema, signal });
export const adminOrderQueryOptions = (orderKey: string) =>
  queryOptions({ queryKey: adminKeys.order(orderKey), queryFn: ({ signal }) => getAdminOrder(orderKey, signal), retry: false });

export const getAllDeliveryBoys = (signal?: AbortSignal) =>
  request('/admin/getAllDeliveryBoys', { reply: allDeliveryBoysReplySchema, signal });
export const allDeliveryBoysQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.deliveryBoys, queryFn: ({ signal }) => getAllDeliveryBoys(signal) });

export const cancelOrder = (orderId: string) =>
  request('/admin/cancelOrder', { method: 'PUT', body: { orderId }, reply: messageReplySchema });
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
