import { QUERIES_PAGE_SIZE, type QueryStatus, type queriesInboxReplySchema } from '@nukkad/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { customerQueryKeys } from '../query-keys';

/** GET /queries?status&page (admins): the inbox, newest first. */
export const getQueriesInbox = (status: QueryStatus, page: number, signal?: AbortSignal) =>
  request<typeof queriesInboxReplySchema>('/queries', { query: { status, page }, signal });
export const queriesInboxQueryOptions = (status: QueryStatus, page: number) =>
  queryOptions({ queryKey: customerQueryKeys.inbox(status, page), queryFn: ({ signal }) => getQueriesInbox(status, page, signal) });

/** One page of open or resolved queries; the page shown stays while the next loads. */
export const useQueriesInbox = (status: QueryStatus, page: number) =>
  useQuery({ ...queriesInboxQueryOptions(status, page), placeholderData: keepPreviousData });

export const queryPagesOf = (totalQueries: number) => Math.max(1, Math.ceil(totalQueries / QUERIES_PAGE_SIZE));
