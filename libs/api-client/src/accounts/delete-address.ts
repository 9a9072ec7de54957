import type { addressesReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { addressKeys } from '../query-keys';

/** Replies with the addresses left, the default possibly moved to another one. */
export const deleteAddress = (userId: string, addressId: string) =>
  request<typeof addressesReplySchema>('/user-profile/deleteAddress', { method: 'DELETE', query: { userId, addressId } });

/** DELETE /user-profile/deleteAddress?userId&addressId; the reply is the list that remains. */
export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => deleteAddress(userId, addressId),
    onSuccess: (reply) => queryClient.setQueryData(addressKeys.list(userId), reply),
  });
}
