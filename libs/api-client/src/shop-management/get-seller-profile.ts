import type { sellerProfileReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerShopKeys } from '../query-keys';

/** GET /api/shop/seller-profile: the seller's account, whether they have a shop yet (and its category), and sales. */
export const getSellerProfile = (signal?: AbortSignal) =>
  request<typeof sellerProfileReplySchema>('/shop/seller-profile', { signal });
export const sellerProfileQueryOptions = () =>
  queryOptions({ queryKey: sellerShopKeys.profile, queryFn: ({ signal }) => getSellerProfile(signal), retry: false });

export const useSellerProfile = () => useQuery(sellerProfileQueryOptions());
