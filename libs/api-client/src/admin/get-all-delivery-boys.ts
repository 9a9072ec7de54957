import type { allDeliveryBoysReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getAllDeliveryBoys = (signal?: AbortSignal) =>
  request<typeof allDeliveryBoysReplySchema>('/admin/getAllDeliveryBoys', { signal });
export const allDeliveryBoysQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.deliveryBoys, queryFn: ({ signal }) => getAllDeliveryBoys(signal) });

/** GET /admin/getAllDeliveryBoys: every partner with duty and load, for the assign dropdown. */
export function useAllDeliveryBoys() {
  return useQuery(allDeliveryBoysQueryOptions());
}
