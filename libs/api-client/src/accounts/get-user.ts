import type { getUserReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys } from '../query-keys';

export const getUser = (signal?: AbortSignal) => request<typeof getUserReplySchema>('/auth/getUser', { signal });

/** The session is checked once at start-up: a failed check means nobody is signed in. */
export const userQueryOptions = () =>
  queryOptions({ queryKey: authKeys.user, queryFn: ({ signal }) => getUser(signal), retry: false, staleTime: Infinity });
