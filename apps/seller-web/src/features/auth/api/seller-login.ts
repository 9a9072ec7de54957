import { sellerLogin } from '@nukkad/api-client';
import type { SellerLoginBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { session } from '../../../lib/session';

/** POST /api/auth/seller-login; the API sets the session cookie, the app keeps only the marker (never the token). */
export function useSellerLogin() {
  const startSession = session.useStartSession();
  return useMutation({ mutationFn: (body: SellerLoginBody) => sellerLogin(body), onSuccess: startSession });
}
