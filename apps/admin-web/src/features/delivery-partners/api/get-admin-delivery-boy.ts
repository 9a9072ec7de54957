import { adminDeliveryBoyQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/deliveryBoy/{id}?date: the partner, their cash and commission, and the commission of one India day. */
export function useAdminDeliveryBoy(deliveryBoyId: string, date: string) {
  return useQuery({
    ...adminDeliveryBoyQueryOptions(deliveryBoyId, date),
    // Another day of the same partner keeps the page on screen while it loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === deliveryBoyId ? previous : undefined),
  });
}
