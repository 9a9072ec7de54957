import type { deliveryMeReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys } from '../query-keys';

export const getDeliveryPartner = (signal?: AbortSignal) => request<typeof deliveryMeReplySchema>('/delivery/me', { signal });
export const deliveryPartnerQueryOptions = () =>
  queryOptions({ queryKey: authKeys.delivery, queryFn: ({ signal }) => getDeliveryPartner(signal), retry: false, staleTime: Infinity });
