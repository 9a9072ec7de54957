import type { popularShopsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { catalogueKeys } from '../query-keys';

/** GET /home/get-popular-shops */
export const getPopularShops = (signal?: AbortSignal) =>
  request<typeof popularShopsReplySchema>('/home/get-popular-shops', { signal });
export const popularShopsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.popularShops, queryFn: ({ signal }) => getPopularShops(signal) });

export const usePopularShops = () => useQuery(popularShopsQueryOptions());
