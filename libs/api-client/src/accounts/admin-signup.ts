import type { messageReplySchema, AdminSignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const adminSignup = (body: AdminSignupBody) =>
  request<typeof messageReplySchema>('/admin/signup', { method: 'POST', body });

/** POST /api/admin/signup: creates the account; the admin then logs in. */
export function useAdminSignup() {
  return useMutation({ mutationFn: adminSignup });
}
