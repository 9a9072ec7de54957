import { customerAuthReplySchema, type CustomerAuthReply, type UserSignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const userSignup = (body: UserSignupBody) =>
  request('/auth/user-signup', { method: 'POST', body, reply: customerAuthReplySchema });

/** POST /api/auth/user-signup: verifies the code, creates the customer and signs them in; the app keeps the reply's user. */
export function useUserSignup({ onSuccess }: { onSuccess?: (reply: CustomerAuthReply) => void } = {}) {
  return useMutation({ mutationFn: userSignup, onSuccess });
}
