import { searchInfiniteQueryOptions } from '@nukkad/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';

/** GET /common/search/{query}?page={n}, page by page. */
export const useSearchProducts = (query: string) => useInfiniteQuery(searchInfiniteQueryOptions(query));
