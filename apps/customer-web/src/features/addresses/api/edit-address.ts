import { addressKeys, editAddress } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /user-profile/editAddress */
export function useEditAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAddress,
    onSuccess: (_reply, body) => queryClient.invalidateQueries({ queryKey: addressKeys.list(body.userId) }),
  });
}
