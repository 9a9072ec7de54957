import type { adminProductsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getAdminProducts = (search: string, page: number, signal?: AbortSignal) =>
  request<typeof adminProductsReplySchema>('/admin/products', { query: { search, page }, signal });
export const adminProductsQueryOptions = (search: string, page: number) =>
  queryOptions({ queryKey: adminKeys.products(search, page), queryFn: ({ signal }) => getAdminProducts(search, page, signal) });

/** GET /admin/products?search&page: one page of every product; the page shown stays while the next loads. */
export function useAdminProducts(search: string, page: number) {
  return useQuery({
    ...adminProductsQueryOptions(search, page),
    // Only pages of the same search stand in for each other.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === search ? previous : undefined),
  });
}
