import type { outstandingListReplySchema } from '@nukkad/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

/** GET /api/admin/outstanding/list?search: partners who owe cash, by name or phone. */
export const getOutstandingList = (search: string, signal?: AbortSignal) =>
  request<typeof outstandingListReplySchema>('/admin/outstanding/list', { query: { search }, signal });
export const outstandingListQueryOptions = (search: string) =>
  queryOptions({ queryKey: adminKeys.outstanding(search), queryFn: ({ signal }) => getOutstandingList(search, signal) });

/** The last results stay while the next load. */
export const useOutstandingList = (search: string) =>
  useQuery({ ...outstandingListQueryOptions(search), placeholderData: keepPreviousData });
