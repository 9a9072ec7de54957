import { restaurantsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /shop/get-restaurants */
export const useRestaurants = () => useQuery(restaurantsQueryOptions());
