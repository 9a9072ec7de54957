import { messageReplySchema, type AdminSignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const adminSignup = (body: AdminSignupBody) =>
  request('/admin/signup', { method: 'POST', body, reply: messageReplySchema });

/** POST /api/admin/signup: creates the account; the admin then logs in. */
export function useAdminSignup() {
  return useMutation({ mutationFn: adminSignup });
}
