import { adminSellersQueryOptions } from '@nukkad/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** GET /api/admin/sellers?search: sellers by username or shop name; the last results stay while the next search loads. */
export function useAdminSellers(search: string) {
  return useQuery({ ...adminSellersQueryOptions(search), placeholderData: keepPreviousData });
}
