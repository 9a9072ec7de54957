import { shopAndProductsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /shop/getShopAndProducts/{shopId} */
export const useShopAndProducts = (shopId: string) => useQuery(shopAndProductsQueryOptions(shopId));
