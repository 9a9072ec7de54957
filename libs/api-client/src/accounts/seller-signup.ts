import type { messageReplySchema, SellerSignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const sellerSignup = (body: SellerSignupBody) =>
  request<typeof messageReplySchema>('/auth/seller-signup', { method: 'POST', body });

/** POST /api/auth/seller-signup with the spec's `{ formData }` payload. */
export function useSellerSignup() {
  return useMutation({ mutationFn: (formData: SellerSignupBody['formData']) => sellerSignup({ formData }) });
}
