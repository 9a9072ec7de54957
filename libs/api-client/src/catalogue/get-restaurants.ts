import type { restaurantsReplySchema } from '@nukkad/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../http';
import { catalogueKeys } from '../query-keys';
import { numberedPages } from './numbered-pages';

/** GET /shop/get-restaurants?page&search */
export const getRestaurants = (page: number, search: string, signal?: AbortSignal) =>
  request<typeof restaurantsReplySchema>('/shop/get-restaurants', { query: { page, search }, signal });
/** Restaurants page by page, those whose name holds `search`. */
export const restaurantsInfiniteQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.restaurants(search),
    queryFn: ({ pageParam, signal }) => getRestaurants(pageParam, search, signal),
    ...numberedPages,
  });

/** Page by page; the last list stays up while a new name is looked up. */
export const useRestaurants = (search: string) =>
  useInfiniteQuery({ ...restaurantsInfiniteQueryOptions(search), placeholderData: keepPreviousData });
