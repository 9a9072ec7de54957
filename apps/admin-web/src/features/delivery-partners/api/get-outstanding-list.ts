import { outstandingListQueryOptions } from '@nukkad/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** GET /api/admin/outstanding/list?search: partners who owe cash, by name or phone; the last results stay while the next load. */
export function useOutstandingList(search: string) {
  return useQuery({ ...outstandingListQueryOptions(search), placeholderData: keepPreviousData });
}
