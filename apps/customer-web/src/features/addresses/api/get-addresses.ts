import { addressesQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /user-profile/getAddresses?userId */
export const useAddresses = (userId: string) => useQuery(addressesQueryOptions(userId));
