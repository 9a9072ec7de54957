import type { saveAddressReplySchema, SaveAddressBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { addressKeys } from '../query-keys';

export const saveAddress = (body: SaveAddressBody) =>
  request<typeof saveAddressReplySchema>('/user-profile/saveAddress', { method: 'POST', body });

/** POST /user-profile/saveAddress; the list reloads (the server may have made it the default). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (_reply, body) => queryClient.invalidateQueries({ queryKey: addressKeys.list(body.userId) }),
  });
}
