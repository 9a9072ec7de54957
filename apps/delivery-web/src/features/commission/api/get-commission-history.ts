import { commissionHistoryQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/delivery/{id}/commissionHistory: the partner's commission per delivered order, and the total. */
export function useCommissionHistory(partnerId: string | undefined) {
  return useQuery({ ...commissionHistoryQueryOptions(partnerId ?? ''), enabled: Boolean(partnerId) });
}
