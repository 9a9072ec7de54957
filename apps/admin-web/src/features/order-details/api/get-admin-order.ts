import { adminOrderQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/getOrderById/{id}: the order by its 6-character display id; asked only for an id of the right shape. */
export function useAdminOrder(displayId: string, enabled: boolean) {
  return useQuery({ ...adminOrderQueryOptions(displayId), enabled });
}
