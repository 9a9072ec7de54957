import { adminLogout, adminQueryOptions } from '@nukkad/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { sessionMarker } from './session-marker';

/** The signed-in admin (GET /api/admin/me); also the app's session check. */
export function useAdmin() {
  return useQuery(adminQueryOptions());
}

/** Ends the cookie session; clearing the marker makes the route guard go to /admin/login. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => {
      sessionMarker.clear();
      queryClient.removeQueries();
    },
  });
}

/** Renders its children only while the session marker is set; otherwise goes to /admin/login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = sessionMarker.useIsSet();
  if (!signedIn) return <Navigate to={paths.auth.login.getHref()} replace />;
  return <>{children}</>;
}

/** Login and signup are for signed-out admins; a signed-in one goes to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const signedIn = sessionMarker.useIsSet();
  if (signedIn) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <>{children}</>;
}
