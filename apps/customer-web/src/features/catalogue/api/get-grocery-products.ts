import { groceryProductsInfiniteQueryOptions } from '@nukkad/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';

/** GET /grocery?category={category}&page={n}, page by page. */
export const useGroceryProducts = (category: string) => useInfiniteQuery(groceryProductsInfiniteQueryOptions(category));
