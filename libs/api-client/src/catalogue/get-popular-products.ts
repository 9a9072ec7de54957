import type { popularProductsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { catalogueKeys } from '../query-keys';

/** GET /home/get-popular-products */
export const getPopularProducts = (signal?: AbortSignal) =>
  request<typeof popularProductsReplySchema>('/home/get-popular-products', { signal });
export const popularProductsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.popularProducts, queryFn: ({ signal }) => getPopularProducts(signal) });

export const usePopularProducts = () => useQuery(popularProductsQueryOptions());
