import type { adminSellersReplySchema } from '@nukkad/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getAdminSellers = (search: string, signal?: AbortSignal) =>
  request<typeof adminSellersReplySchema>('/admin/sellers', { query: { search }, signal });
export const adminSellersQueryOptions = (search: string) =>
  queryOptions({ queryKey: adminKeys.sellers(search), queryFn: ({ signal }) => getAdminSellers(search, signal) });

/** GET /admin/sellers?search: sellers by username or shop name; the last results stay while the next search loads. */
export function useAdminSellers(search: string) {
  return useQuery({ ...adminSellersQueryOptions(search), placeholderData: keepPreviousData });
}
