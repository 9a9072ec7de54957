import { authKeys, userQueryOptions } from '@nukkad/api-client';
import type { Customer } from '@nukkad/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export type Session = {
  /** The signed-in customer, or null when nobody is (or the check failed). */
  user: Customer | null;
  /** True only while the one start-up check is in flight. */
  isChecking: boolean;
};

/**
 * The session lives in the httpOnly cookie; it is checked once (GET /auth/getUser) and a failed
 * check means nobody is signed in. It is not re-checked on mount, focus or reconnect.
 */
export function useSession(): Session {
  const query = useQuery({ ...userQueryOptions(), retryOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false });
  return { user: query.status === 'success' ? query.data.user : null, isChecking: query.status === 'pending' };
}

/** Puts the customer from a login or sign-up reply into the session query. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: Customer) => queryClient.setQueryData(authKeys.user, { success: true as const, user }),
    [queryClient],
  );
}

/** Forgets the signed-in customer: the session query starts over, and the check now finds no cookie. */
export function useClearSession() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.resetQueries({ queryKey: authKeys.user, exact: true }), [queryClient]);
}
