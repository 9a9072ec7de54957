import { adminOrderQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/getOrderById/{id}: the order by its 6-character display id or its full id; asked only for an id of either shape. */
export function useAdminOrder(orderKey: string, enabled: boolean) {
  return useQuery({ ...adminOrderQueryOptions(orderKey), enabled });
}
