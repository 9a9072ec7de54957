import { addressesQueryOptions } from '@nukkad/api-client';
import { session } from '../../../lib/session';

/** GET /user-profile/getAddresses?userId: the signed-in customer's addresses, for the delivery preview. */
export const useAddresses = (userId: string) => session.useSessionQuery(addressesQueryOptions(userId));
