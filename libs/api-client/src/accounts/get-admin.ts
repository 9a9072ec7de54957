import type { adminMeReplySchema, messageReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys } from '../query-keys';

export const getAdmin = (signal?: AbortSignal) => request<typeof adminMeReplySchema>('/admin/me', { signal });
export const adminQueryOptions = () =>
  queryOptions({ queryKey: authKeys.admin, queryFn: ({ signal }) => getAdmin(signal), retry: false, staleTime: Infinity });

/** POST /api/admin/logout: the admin's own sign-out. */
export const adminLogout = () => request<typeof messageReplySchema>('/admin/logout', { method: 'POST', body: {} });
