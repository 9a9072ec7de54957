import type { shopAndProductsReplySchema } from '@nukkad/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../http';
import { catalogueKeys } from '../query-keys';
import { numberedPages } from './numbered-pages';

/** GET /shop/getShopAndProducts/{shopId}?page={n} */
export const getShopAndProducts = (shopId: string, page: number, signal?: AbortSignal) =>
  request<typeof shopAndProductsReplySchema>(`/shop/getShopAndProducts/${encodeURIComponent(shopId)}`, {
    query: { page },
    
    signal,
  });
/** A shop and its products page by page; every page carries the shop. */
export const shopAndProductsInfiniteQueryOptions = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.shop(shopId),
    queryFn: ({ pageParam, signal }) => getShopAndProducts(shopId, pageParam, signal),
    ...numberedPages,
  });

export const useShopAndProducts = (shopId: string) => useInfiniteQuery(shopAndProductsInfiniteQueryOptions(shopId));
