import { adminLogin } from '@nukkad/api-client';
import type { AdminLoginBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionMarker } from '../../../lib/session-marker';

/** POST /api/admin/login: the API sets the session cookie; the app keeps only the marker, never the token. */
export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => adminLogin(body),
    onSuccess: () => {
      // Whatever is cached belongs to an earlier session.
      queryClient.removeQueries();
      sessionMarker.set();
      onSuccess?.();
    },
  });
}
