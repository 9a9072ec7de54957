import type { sellerShopReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerShopKeys } from '../query-keys';

/** GET /api/shop/getShop/{shopId}: the seller's own shop, for the edit form. */
export const getSellerShop = (shopId: string, signal?: AbortSignal) =>
  request<typeof sellerShopReplySchema>(`/shop/getShop/${encodeURIComponent(shopId)}`, { signal });
export const sellerShopQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: sellerShopKeys.shop(shopId), queryFn: ({ signal }) => getSellerShop(shopId, signal) });

export const useSellerShop = (shopId: string) => useQuery(sellerShopQueryOptions(shopId));
