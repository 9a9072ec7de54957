import { authKeys, createSession, createSessionMarker, logout, userQueryOptions } from '@nukkad/api-client';
import { REDIRECT_AFTER_LOGOUT_MS } from '@nukkad/contracts/light';
import type { Customer } from '@nukkad/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '../config/paths';
import { STORAGE_KEYS } from './storage';

/** The customer's session: the cookie is the session; the marker says whether there is one worth checking. */
export const session = createSession({
  marker: createSessionMarker(STORAGE_KEYS.session),
  loginPath: paths.login.getHref(),
  homePath: paths.home.getHref(),
  logout,
  // Spec §4: logout clears the session and redirects after 1 second.
  afterLogout: { path: paths.home.getHref(), delayMs: REDIRECT_AFTER_LOGOUT_MS },
  queries: { maxRetries: 1, staleTime: 60_000 },
});

export type CustomerSession = {
  /** The signed-in customer, or null when nobody is (or the check failed). */
  user: Customer | null;
  /** True only while the one start-up check is in flight. */
  isChecking: boolean;
};

/**
 * The session lives in the httpOnly cookie; it is checked once (GET /auth/getUser), and only when the marker says
 * someone signed in here, so visitors make no call. A failed check means nobody is signed in (a 401 also clears
 * the marker). It is not re-checked on mount, focus or reconnect.
 */
export function useSession(): CustomerSession {
  const signedIn = session.useSignedIn();
  const query = session.useSessionQuery({ ...userQueryOptions(), retryOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false });
  return {
    user: signedIn && query.status === 'success' ? query.data.user : null,
    isChecking: signedIn && query.status === 'pending',
  };
}

/** After a login or sign-up: the marker is set and the reply's customer becomes the session user. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  const startSession = session.useStartSession();
  return useCallback(
    (user: Customer) => {
      startSession();
      queryClient.setQueryData(authKeys.user, { success: true as const, user });
    },
    [queryClient, startSession],
  );
}
