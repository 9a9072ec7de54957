import type { outstandingPaymentsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { deliveryOrderKeys } from '../query-keys';

/** GET /api/delivery/outstandingAmounts/{id}: the cash the partner collected, settled or not, and what is still owed. */
export const getOutstandingPayments = (partnerId: string, signal?: AbortSignal) =>
  request<typeof outstandingPaymentsReplySchema>(`/delivery/outstandingAmounts/${encodeURIComponent(partnerId)}`, { signal });
export const outstandingPaymentsQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: deliveryOrderKeys.outstanding(partnerId), queryFn: ({ signal }) => getOutstandingPayments(partnerId, signal) });

/** Asks nothing until the partner is known. */
export const useOutstandingPayments = (partnerId: string | undefined) =>
  useQuery({ ...outstandingPaymentsQueryOptions(partnerId ?? ''), enabled: Boolean(partnerId) });
