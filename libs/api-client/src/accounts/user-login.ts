import { customerAuthReplySchema, type CustomerAuthReply, type UserLoginBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const userLogin = (body: UserLoginBody) =>
  request('/auth/user-login', { method: 'POST', body, reply: customerAuthReplySchema });

/** POST /api/auth/user-login: the API sets the session cookie; the app keeps the reply's user. */
export function useUserLogin({ onSuccess }: { onSuccess?: (reply: CustomerAuthReply) => void } = {}) {
  return useMutation({ mutationFn: userLogin, onSuccess });
}
