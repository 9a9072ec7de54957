import type { adminOrderReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

/** An order by its 6-character display id or its full id (`_id`). */
export const getAdminOrder = (orderKey: string, signal?: AbortSignal) =>
  request<typeof adminOrderReplySchema>(`/admin/getOrderById/${encodeURIComponent(orderKey)}`, { signal });
export const adminOrderQueryOptions = (orderKey: string) =>
  queryOptions({ queryKey: adminKeys.order(orderKey), queryFn: ({ signal }) => getAdminOrder(orderKey, signal), retry: false });

/** GET /admin/getOrderById/{id}: the order by its 6-character display id or its full id; asked only for an id of either shape. */
export function useAdminOrder(orderKey: string, enabled: boolean) {
  return useQuery({ ...adminOrderQueryOptions(orderKey), enabled });
}
