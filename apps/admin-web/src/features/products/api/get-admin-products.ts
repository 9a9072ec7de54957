import { adminProductsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/products?search&page: one page of every product; the page shown stays while the next loads. */
export function useAdminProducts(search: string, page: number) {
  return useQuery({
    ...adminProductsQueryOptions(search, page),
    // Only pages of the same search stand in for each other.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === search ? previous : undefined),
  });
}
