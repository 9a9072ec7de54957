import type { DeleteAccountBody, messageReplySchema } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const deleteAccount = (body: DeleteAccountBody) => request<typeof messageReplySchema>('/auth/delete-account', { method: 'DELETE', body });

/** DELETE /api/auth/delete-account: the signed-in customer, seller or partner deletes their own account; the session ends with it. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
