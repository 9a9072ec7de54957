import type { customerAuthReplySchema, CustomerAuthReply, UserLoginBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const userLogin = (body: UserLoginBody) =>
  request<typeof customerAuthReplySchema>('/auth/user-login', { method: 'POST', body });

/** POST /api/auth/user-login: the API sets the session cookie; the app keeps the reply's user. */
export function useUserLogin({ onSuccess }: { onSuccess?: (reply: CustomerAuthReply) => void } = {}) {
  return useMutation({ mutationFn: userLogin, onSuccess });
}
