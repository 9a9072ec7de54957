import type { sellerDetailsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys } from '../query-keys';

export const getSellerDetails = (signal?: AbortSignal) =>
  request<typeof sellerDetailsReplySchema>('/auth/getSellerDetails', { signal });
export const sellerDetailsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.seller, queryFn: ({ signal }) => getSellerDetails(signal), retry: false });

/** GET /api/auth/getSellerDetails: username, shop summary and today's figures. */
export function useSellerDetails() {
  return useQuery({
    ...sellerDetailsQueryOptions(),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
  });
}
