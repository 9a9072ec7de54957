import { saveAddressReplySchema, type SaveAddressBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { addressKeys } from '../query-keys';

export const saveAddress = (body: SaveAddressBody) =>
  request('/user-profile/saveAddress', { method: 'POST', body, reply: saveAddressReplySchema });

/** POST /user-profile/saveAddress; the list reloads (the server may have made it the default). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (_reply, body) => queryClient.invalidateQueries({ queryKey: addressKeys.list(body.userId) }),
  });
}
