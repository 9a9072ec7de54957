import { adminUserQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/user/{id}: a customer by id or by phone, with their orders; asked only once something was entered. */
export function useAdminUser(idOrPhone: string) {
  return useQuery({ ...adminUserQueryOptions(idOrPhone), enabled: idOrPhone !== '' });
}
