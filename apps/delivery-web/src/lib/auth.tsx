import { logout } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { sessionMarker } from './session';

export interface RequireSessionProps {
  /** Where a partner without the marker goes: the login page, or (outstanding page, per spec) the dashboard. */
  redirectTo?: string;
}

/** Pages for signed-in partners: without the marker the partner is sent away (spec: → /delivery/login). */
export function RequireSession({ redirectTo = paths.auth.login.getHref() }: RequireSessionProps) {
  const signedIn = sessionMarker.useIsSet();
  if (!signedIn) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

/** Login and sign-up: a partner who is signed in is sent to the dashboard (spec). */
export function RedirectIfSignedIn() {
  const signedIn = sessionMarker.useIsSet();
  if (signedIn) return <Navigate to={paths.delivery.dashboard.getHref()} replace />;
  return <Outlet />;
}

/** Logout: the API clears the cookie; the marker and every cached answer go too, then the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even when the call fails: the partner asked to leave.
    onSettled: () => {
      sessionMarker.clear();
      navigate(paths.auth.login.getHref(), { replace: true });
      queryClient.removeQueries();
    },
  });
}
