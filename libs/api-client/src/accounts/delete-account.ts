import type { DeleteAccountBody, messageReplySchema } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '../http';

export const deleteAccount = (body: DeleteAccountBody) => request<typeof messageReplySchema>('/auth/delete-account', { method: 'DELETE', body });

/** DELETE /api/auth/delete-account: the signed-in customer, seller or partner deletes their own account; the session ends with it. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** A refused deletion as the account page shows it: the server's plain words, on the code or password field when it names one. */
export function deleteAccountFailure(error: unknown): { message: string; field?: 'otp' | 'password' } {
  if (!(error instanceof ApiError)) return { message: error instanceof Error ? error.message : 'Something went wrong. Please try again.' };
  const field = error.errors.map((e) => e.path).find((path): path is 'otp' | 'password' => path === 'otp' || path === 'password');
  return field ? { message: error.message, field } : { message: error.message };
}
