import { addressKeys, saveAddress } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /user-profile/saveAddress; the list reloads (the server may have made it the default). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (_reply, body) => queryClient.invalidateQueries({ queryKey: addressKeys.list(body.userId) }),
  });
}
