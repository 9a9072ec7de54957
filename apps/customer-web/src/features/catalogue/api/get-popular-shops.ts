import { popularShopsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /home/get-popular-shops */
export const usePopularShops = () => useQuery(popularShopsQueryOptions());
