import {
  messageReplySchema,
  orderReplySchema,
  sellerOrderReplySchema,
  sellerOrdersReplySchema,
} from '@nukkad/contracts';
import type { SellerOrderFilter } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { sellerOrderKeys } from './query-keys';

/** A seller's orders and their confirmation. */

const id = encodeURIComponent;

export const getSellerOrders = (query: { status: SellerOrderFilter; page: number }, signal?: AbortSignal) =>
  request('/order/seller-orders', { query, reply: sellerOrdersReplySchema, signal });
export const sellerOrdersQueryOptions = (status: SellerOrderFilter, page: number) =>
  queryOptions({ queryKey: sellerOrderKeys.list(status, page), queryFn: ({ signal }) => getSellerOrders({ status, page }, signal) });

/** The confirmation screen's order: only the caller's items. */
export const getSellerOrder = (orderId: string, signal?: AbortSignal) =>
  request(`/order/getorder/${id(orderId)}`, { reply: sellerOrderReplySchema, signal });
export const sellerOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: sellerOrderKeys.order(orderId), queryFn: ({ signal }) => getSellerOrder(orderId, signal) });

export const confirmOrder = (orderId: string, selectedProducts: readonly string[]) =>
  request(`/order/confirm-order/${id(orderId)}`, { method: 'PUT', body: { selectedProducts }, reply: messageReplySchema });

/** The order detail page (`/getOrderDetails/{orderId}`) as a seller sees it: their lines, no customer phone. */
export const getSellerOrderDetails = (orderId: string, signal?: AbortSignal) =>
  request(`/order/getOrderDetails/${id(orderId)}`, { reply: orderReplySchema, signal });
export const sellerOrderDetailsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: sellerOrderKeys.details(orderId), queryFn: ({ signal }) => getSellerOrderDetails(orderId, signal) });
