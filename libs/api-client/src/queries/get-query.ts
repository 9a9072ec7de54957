import type { queryReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { customerQueryKeys } from '../query-keys';

/** GET /queries/{queryId}: one query with its thread (its customer, or an admin). */
export const getQuery = (queryId: string, signal?: AbortSignal) =>
  request<typeof queryReplySchema>(`/queries/${encodeURIComponent(queryId)}`, { signal });
export const queryQueryOptions = (queryId: string) =>
  queryOptions({ queryKey: customerQueryKeys.one(queryId), queryFn: ({ signal }) => getQuery(queryId, signal), retry: false });

/** One query and its thread, for the admin's query page. */
export const useCustomerQuery = (queryId: string) => useQuery(queryQueryOptions(queryId));
