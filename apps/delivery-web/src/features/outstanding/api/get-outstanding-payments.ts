import { outstandingPaymentsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/delivery/outstandingAmounts/{id}: the cash the partner collected, settled or not, and what is still owed. */
export function useOutstandingPayments(partnerId: string | undefined) {
  return useQuery({ ...outstandingPaymentsQueryOptions(partnerId ?? ''), enabled: Boolean(partnerId) });
}
