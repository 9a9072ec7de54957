import type { orderRiderReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { locationKeys } from '../query-keys';

/** Between live 'position' events (and while the stream is down), the rider's position is read again this often. */
export const ORDER_RIDER_REFETCH_MS = 30_000;

/** GET /delivery/location/order/{orderId}: where the order's rider is, how far and how long; null before pickup and after delivery. */
export const getOrderRider = (orderId: string, signal?: AbortSignal) =>
  request<typeof orderRiderReplySchema>(`/delivery/location/order/${encodeURIComponent(orderId)}`, { signal });
export const orderRiderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: locationKeys.order(orderId), queryFn: ({ signal }) => getOrderRider(orderId, signal) });

/** The order's rider (the customer's own order, or any for an admin), read only while `enabled` (an item is out for delivery). */
export const useOrderRider = (orderId: string, enabled: boolean) =>
  useQuery({ ...orderRiderQueryOptions(orderId), enabled, refetchInterval: ORDER_RIDER_REFETCH_MS });
