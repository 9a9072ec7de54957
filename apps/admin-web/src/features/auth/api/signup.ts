import { adminSignup } from '@nukkad/api-client';
import type { AdminSignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/signup: creates the account; the admin then logs in. */
export function useSignup() {
  return useMutation({ mutationFn: (body: AdminSignupBody) => adminSignup(body) });
}
