import { addressesQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /user-profile/getAddresses?userId: the addresses to deliver to. */
export const useDeliveryAddresses = (userId: string) => useQuery(addressesQueryOptions(userId));
