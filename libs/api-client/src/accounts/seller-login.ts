import type { tokenReplySchema, SellerLoginBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const sellerLogin = (body: SellerLoginBody) =>
  request<typeof tokenReplySchema>('/auth/seller-login', { method: 'POST', body });

/** POST /api/auth/seller-login: the API sets the session cookie; the app starts its session marker (never the token). */
export function useSellerLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: sellerLogin, onSuccess: () => onSuccess?.() });
}
