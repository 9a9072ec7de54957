import { messageReplySchema, type SellerSignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const sellerSignup = (body: SellerSignupBody) =>
  request('/auth/seller-signup', { method: 'POST', body, reply: messageReplySchema });

/** POST /api/auth/seller-signup with the spec's `{ formData }` payload. */
export function useSellerSignup() {
  return useMutation({ mutationFn: (formData: SellerSignupBody['formData']) => sellerSignup({ formData }) });
}
