import type { groceryReplySchema } from '@nukkad/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../http';
import { catalogueKeys } from '../query-keys';
import { numberedPages } from './numbered-pages';

/** GET /grocery?category={category}&page={n} */
export const getGroceryProducts = (category: string, page: number, signal?: AbortSignal) =>
  request<typeof groceryReplySchema>('/grocery', { query: { category, page }, signal });
/** A grocery category's products page by page. */
export const groceryProductsInfiniteQueryOptions = (category: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.grocery(category),
    queryFn: ({ pageParam, signal }) => getGroceryProducts(category, pageParam, signal),
    ...numberedPages,
  });

export const useGroceryProducts = (category: string) => useInfiniteQuery(groceryProductsInfiniteQueryOptions(category));
