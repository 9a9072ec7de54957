import type { adminUserReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

/** A customer by id or by phone. */
export const getAdminUser = (idOrPhone: string, signal?: AbortSignal) =>
  request<typeof adminUserReplySchema>(`/admin/user/${encodeURIComponent(idOrPhone)}`, { signal });
export const adminUserQueryOptions = (idOrPhone: string) =>
  queryOptions({ queryKey: adminKeys.user(idOrPhone), queryFn: ({ signal }) => getAdminUser(idOrPhone, signal), retry: false });

/** GET /admin/user/{id}: a customer by id or by phone, with their orders; asked only once something was entered. */
export function useAdminUser(idOrPhone: string) {
  return useQuery({ ...adminUserQueryOptions(idOrPhone), enabled: idOrPhone !== '' });
}
