import type { commissionHistoryReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { deliveryOrderKeys } from '../query-keys';

/** GET /api/delivery/{id}/commissionHistory: the partner's commission per delivered order, and the total. */
export const getCommissionHistory = (partnerId: string, signal?: AbortSignal) =>
  request<typeof commissionHistoryReplySchema>(`/delivery/${encodeURIComponent(partnerId)}/commissionHistory`, { signal });
export const commissionHistoryQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: deliveryOrderKeys.commissionHistory(partnerId), queryFn: ({ signal }) => getCommissionHistory(partnerId, signal) });

/** Asks nothing until the partner is known. */
export const useCommissionHistory = (partnerId: string | undefined) =>
  useQuery({ ...commissionHistoryQueryOptions(partnerId ?? ''), enabled: Boolean(partnerId) });
