import { sellerSignup } from '@nukkad/api-client';
import type { SellerSignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/seller-signup with the spec's `{ formData }` payload. */
export function useSellerSignup() {
  return useMutation({ mutationFn: (formData: SellerSignupBody['formData']) => sellerSignup({ formData }) });
}
