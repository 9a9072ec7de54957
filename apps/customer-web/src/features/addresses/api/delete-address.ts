import { addressKeys, deleteAddress } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /user-profile/deleteAddress?userId&addressId; the reply is the list that remains. */
export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => deleteAddress(userId, addressId),
    onSuccess: (reply) => queryClient.setQueryData(addressKeys.list(userId), reply),
  });
}
