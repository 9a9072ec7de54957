import { userLogin } from '@nukkad/api-client';
import { useMutation } from '@tanstack/react-query';
import { useSetSessionUser } from '../../../lib/session';

/** POST /auth/user-login: the API sets the session cookie; the reply's user becomes the session user. */
export function useLogin() {
  const setSessionUser = useSetSessionUser();
  return useMutation({ mutationFn: userLogin, onSuccess: (reply) => setSessionUser(reply.user) });
}
