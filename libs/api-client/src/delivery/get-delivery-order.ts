import type { deliveryOrderReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { deliveryOrderKeys } from '../query-keys';

/** GET /delivery/order/{orderId}: one of the partner's own orders, with the customer, the drop point and every item. */
export const getDeliveryOrder = (orderId: string, signal?: AbortSignal) =>
  request<typeof deliveryOrderReplySchema>(`/delivery/order/${encodeURIComponent(orderId)}`, { signal });
export const deliveryOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: deliveryOrderKeys.order(orderId), queryFn: ({ signal }) => getDeliveryOrder(orderId, signal) });

export const useDeliveryOrder = (orderId: string) => useQuery(deliveryOrderQueryOptions(orderId));
