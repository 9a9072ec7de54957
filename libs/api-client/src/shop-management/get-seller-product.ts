import type { sellerProductReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerShopKeys } from '../query-keys';

/** GET /api/shop/getProduct/{productId}: one of the seller's own products, for the edit form. */
export const getSellerProduct = (productId: string, signal?: AbortSignal) =>
  request<typeof sellerProductReplySchema>(`/shop/getProduct/${encodeURIComponent(productId)}`, { signal });
export const sellerProductQueryOptions = (productId: string) =>
  queryOptions({ queryKey: sellerShopKeys.product(productId), queryFn: ({ signal }) => getSellerProduct(productId, signal) });

export const useSellerProduct = (productId: string) => useQuery(sellerProductQueryOptions(productId));
