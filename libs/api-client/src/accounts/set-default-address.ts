import type { addressesReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { addressKeys } from '../query-keys';

export const setDefaultAddress = (userId: string, addressId: string) =>
  request<typeof addressesReplySchema>('/user-profile/setAsDefault', { method: 'PUT', body: { userId, addressId } });

/** PUT /user-profile/setAsDefault; the reply is the list with the new default. */
export function useSetDefaultAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => setDefaultAddress(userId, addressId),
    onSuccess: (reply) => queryClient.setQueryData(addressKeys.list(userId), reply),
  });
}
