import type { customerAuthReplySchema, CustomerAuthReply, UserSignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const userSignup = (body: UserSignupBody) =>
  request<typeof customerAuthReplySchema>('/auth/user-signup', { method: 'POST', body });

/** POST /api/auth/user-signup: verifies the code, creates the customer and signs them in; the app keeps the reply's user. */
export function useUserSignup({ onSuccess }: { onSuccess?: (reply: CustomerAuthReply) => void } = {}) {
  return useMutation({ mutationFn: userSignup, onSuccess });
}
