import { deliveryPartnerQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/delivery/me: the signed-in partner (the token carries the id). */
export function useDeliveryPartner() {
  return useQuery(deliveryPartnerQueryOptions());
}
