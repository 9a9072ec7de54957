import type { adminDeliveryBoyReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

/** GET /api/admin/deliveryBoy/{id}?date: the partner, their cash and commission, and the commission of one India day. */
export const getAdminDeliveryBoy = (deliveryBoyId: string, date: string, signal?: AbortSignal) =>
  request<typeof adminDeliveryBoyReplySchema>(`/admin/deliveryBoy/${encodeURIComponent(deliveryBoyId)}`, {
    query: { date: date || undefined },
    
    signal,
  });
export const adminDeliveryBoyQueryOptions = (deliveryBoyId: string, date: string) =>
  queryOptions({ queryKey: adminKeys.deliveryBoy(deliveryBoyId, date), queryFn: ({ signal }) => getAdminDeliveryBoy(deliveryBoyId, date, signal) });

export function useAdminDeliveryBoy(deliveryBoyId: string, date: string) {
  return useQuery({
    ...adminDeliveryBoyQueryOptions(deliveryBoyId, date),
    // Another day of the same partner keeps the page on screen while it loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === deliveryBoyId ? previous : undefined),
  });
}
