import { logout } from '@nukkad/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /auth/logout: the API clears the session cookie. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
