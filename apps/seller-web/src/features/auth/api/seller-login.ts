import { sellerLogin } from '@nukkad/api-client';
import type { SellerLoginBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionMarker } from '../../../lib/session';

/** POST /api/auth/seller-login; the API sets the session cookie, the app keeps only the marker (never the token). */
export function useSellerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerLoginBody) => sellerLogin(body),
    onSuccess: () => {
      // Nothing cached for a previous account may show for this one.
      queryClient.removeQueries();
      sessionMarker.set();
    },
  });
}
