import { popularProductsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /home/get-popular-products */
export const usePopularProducts = () => useQuery(popularProductsQueryOptions());
