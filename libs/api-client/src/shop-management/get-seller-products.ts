import type { sellerProductsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerShopKeys } from '../query-keys';

/** GET /api/shop/get-products: all the seller's products, in stock first, then by name. */
export const getSellerProducts = (signal?: AbortSignal) =>
  request<typeof sellerProductsReplySchema>('/shop/get-products', { signal });
export const sellerProductsQueryOptions = () =>
  queryOptions({ queryKey: sellerShopKeys.products, queryFn: ({ signal }) => getSellerProducts(signal) });

export const useSellerProducts = () => useQuery(sellerProductsQueryOptions());
