import { PAGE_SIZES, type searchReplySchema } from '@nukkad/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../http';
import { catalogueKeys } from '../query-keys';

/** GET /common/search/{query}?page={n} */
export const searchProducts = (query: string, page: number, signal?: AbortSignal) =>
  request<typeof searchReplySchema>(`/common/search/${encodeURIComponent(query)}`, { query: { page }, signal });
/** Search results page by page, for infinite scroll; the reply is the page's products, and a short page is the last. */
export const searchInfiniteQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchProducts(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.length < PAGE_SIZES.search ? undefined : lastPage + 1),
  });

export const useSearchProducts = (query: string) => useInfiniteQuery(searchInfiniteQueryOptions(query));
