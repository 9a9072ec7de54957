import type { AdminUserSort, adminUsersReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const getAdminUsers = (search: string, sort: AdminUserSort, page: number, signal?: AbortSignal) =>
  request<typeof adminUsersReplySchema>('/admin/users', { query: { search, sort, page }, signal });
export const adminUsersQueryOptions = (search: string, sort: AdminUserSort, page: number) =>
  queryOptions({ queryKey: adminKeys.users(search, sort, page), queryFn: ({ signal }) => getAdminUsers(search, sort, page, signal) });

/** GET /admin/users?search&sort&page: one page of customers; the page shown stays while the next page of the same list loads. */
export function useAdminUsers(search: string, sort: AdminUserSort, page: number) {
  return useQuery({
    ...adminUsersQueryOptions(search, sort, page),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === search && previousQuery.queryKey[3] === sort ? previous : undefined,
  });
}
