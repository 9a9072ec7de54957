import { userSignup } from '@nukkad/api-client';
import { useMutation } from '@tanstack/react-query';
import { useSetSessionUser } from '../../../lib/session';

/** POST /auth/user-signup: verifies the code, creates the customer and signs them in. */
export function useSignup() {
  const setSessionUser = useSetSessionUser();
  return useMutation({ mutationFn: userSignup, onSuccess: (reply) => setSessionUser(reply.user) });
}
