import { shopAndProductsInfiniteQueryOptions } from '@nukkad/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';

/** GET /shop/getShopAndProducts/{shopId}?page={n}, page by page. */
export const useShopAndProducts = (shopId: string) => useInfiniteQuery(shopAndProductsInfiniteQueryOptions(shopId));
