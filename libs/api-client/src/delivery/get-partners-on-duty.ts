import type { partnersOnDutyReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { locationKeys } from '../query-keys';
import { ORDER_RIDER_REFETCH_MS } from './get-order-rider';

/** GET /delivery/location/partners (admins): every partner on duty, where they are, how many orders they carry. */
export const getPartnersOnDuty = (signal?: AbortSignal) => request<typeof partnersOnDutyReplySchema>('/delivery/location/partners', { signal });
export const partnersOnDutyQueryOptions = () => queryOptions({ queryKey: locationKeys.partners, queryFn: ({ signal }) => getPartnersOnDuty(signal) });

/** The admin's map of partners on duty, refreshed by 'position' live events and every 30 s besides. */
export const usePartnersOnDuty = () => useQuery({ ...partnersOnDutyQueryOptions(), refetchInterval: ORDER_RIDER_REFETCH_MS });
