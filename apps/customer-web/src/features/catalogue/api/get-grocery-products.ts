import { groceryProductsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /grocery?category={category} */
export const useGroceryProducts = (category: string) => useQuery(groceryProductsQueryOptions(category));
