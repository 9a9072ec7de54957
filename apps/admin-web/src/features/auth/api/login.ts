import { adminLogin } from '@nukkad/api-client';
import type { AdminLoginBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { session } from '../../../lib/session';

/** POST /api/admin/login: the API sets the session cookie; the app keeps only the marker, never the token. */
export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  const startSession = session.useStartSession();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => adminLogin(body),
    onSuccess: () => {
      startSession();
      onSuccess?.();
    },
  });
}
