import {
  availabilityReplySchema,
  availableOrdersReplySchema,
  deliveryOrderReplySchema,
  deliveryOrdersReplySchema,
  messageReplySchema,
} from '@nukkad/contracts';
import type { DeliveryOrderFilter } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { deliveryOrderKeys } from './query-keys';

/** A delivery partner's orders, trips and money (spec §7 delivery partner calls). */

const id = encodeURIComponent;

export const getAvailableOrders = (signal?: AbortSignal) =>
  request('/delivery/get-available-orders', { reply: availableOrdersReplySchema, signal });
export const availableOrdersQueryOptions = () =>
  queryOptions({ queryKey: deliveryOrderKeys.available, queryFn: ({ signal }) => getAvailableOrders(signal) });

export const acceptOrder = (orderId: string, deliveryBoyId: string) =>
  request(`/delivery/orders/${id(orderId)}/accept`, { method: 'POST', body: { deliveryBoyId }, reply: messageReplySchema });

export const setAvailability = (isAvailable: boolean) =>
  request('/delivery/availability', { method: 'PUT', body: { isAvailable }, reply: availabilityReplySchema });

export const getDeliveryOrders = (query: { status: DeliveryOrderFilter; page: number; deliveryBoyId: string }, signal?: AbortSignal) =>
  request('/delivery/orders', { query, reply: deliveryOrdersReplySchema, signal });
export const deliveryOrdersQueryOptions = (deliveryBoyId: string, status: DeliveryOrderFilter, page: number) =>
  queryOptions({
    queryKey: deliveryOrderKeys.list(status, page),
    queryFn: ({ signal }) => getDeliveryOrders({ status, page, deliveryBoyId }, signal),
  });

export const getDeliveryOrder = (orderId: string, signal?: AbortSignal) =>
  request(`/delivery/order/${id(orderId)}`, { reply: deliveryOrderReplySchema, signal });
export const deliveryOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: deliveryOrderKeys.order(orderId), queryFn: ({ signal }) => getDeliveryOrder(orderId, signal) });

export const confirmPickup = (orderId: string, productId: string) =>
  request('/delivery/order/confirm-pickup', { method: 'PUT', body: { orderId, productId }, reply: messageReplySchema });

export const confirmDelivery = (orderId: string) =>
  request(`/delivery/order/confirm-delivery/${id(orderId)}`, { method: 'PUT', reply: messageReplySchema });
