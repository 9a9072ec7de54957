import type { addressesReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { addressKeys } from '../query-keys';
import { useSessionQuery } from '../session';
import type { SessionMarker } from '../session-marker';

/** GET /user-profile/getAddresses?userId */
export const getAddresses = (userId: string, signal?: AbortSignal) =>
  request<typeof addressesReplySchema>('/user-profile/getAddresses', { query: { userId }, signal });
/** The customer's saved addresses; the default one is among them. */
export const addressesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: addressKeys.list(userId), queryFn: ({ signal }) => getAddresses(userId, signal) });

/** Only while the customer is signed in. */
export const useAddresses = (marker: SessionMarker, userId: string) => useSessionQuery(marker, addressesQueryOptions(userId));
