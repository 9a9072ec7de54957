import type { tokenReplySchema, AdminLoginBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const adminLogin = (body: AdminLoginBody) => request<typeof tokenReplySchema>('/admin/login', { method: 'POST', body });

/** POST /api/admin/login: the API sets the session cookie; the app starts its session marker (never the token). */
export function useAdminLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: adminLogin, onSuccess: () => onSuccess?.() });
}
