import { deliveryPartnerQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/delivery/me: the signed-in partner (id, name, on duty or not), read once and shared by every page. */
export function useDeliveryPartner() {
  return useQuery(deliveryPartnerQueryOptions());
}
