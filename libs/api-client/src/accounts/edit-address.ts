import type { messageReplySchema, EditAddressBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { addressKeys } from '../query-keys';

export const editAddress = (body: EditAddressBody) =>
  request<typeof messageReplySchema>('/user-profile/editAddress', { method: 'POST', body });

/** POST /user-profile/editAddress; the list reloads. */
export function useEditAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAddress,
    onSuccess: (_reply, body) => queryClient.invalidateQueries({ queryKey: addressKeys.list(body.userId) }),
  });
}
