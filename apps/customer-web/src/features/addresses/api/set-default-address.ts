import { addressKeys, setDefaultAddress } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /user-profile/setAsDefault; the reply is the list with the new default. */
export function useSetDefaultAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => setDefaultAddress(userId, addressId),
    onSuccess: (reply) => queryClient.setQueryData(addressKeys.list(userId), reply),
  });
}
