import { restaurantsInfiniteQueryOptions } from '@nukkad/api-client';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** GET /shop/get-restaurants?page&search, page by page; the last list stays up while a new name is looked up. */
export const useRestaurants = (search: string) =>
  useInfiniteQuery({ ...restaurantsInfiniteQueryOptions(search), placeholderData: keepPreviousData });
