import { allDeliveryBoysQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/getAllDeliveryBoys: every partner with duty and load, for the assign dropdown. */
export function useAllDeliveryBoys() {
  return useQuery(allDeliveryBoysQueryOptions());
}
