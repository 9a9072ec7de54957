import { logout } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { sessionMarker } from './session';

/** Pages for signed-in sellers: without the marker the seller goes to the login page (spec: /seller → /seller-login). */
export function RequireSession() {
  const signedIn = sessionMarker.useIsSet();
  if (!signedIn) return <Navigate to={paths.auth.login.getHref()} replace />;
  return <Outlet />;
}

/**
 * The login page: a marker present when the page opens sends the seller to the dashboard.
 * Read once, so signing in on this page still shows its toast for 2 s before moving on.
 */
export function RedirectIfSignedIn() {
  const [signedInOnArrival] = useState(() => sessionMarker.has());
  if (signedInOnArrival) return <Navigate to={paths.seller.dashboard.getHref()} replace />;
  return <Outlet />;
}

/** Logout: the API clears the cookie; the marker and every cached answer go too, then the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even when the call fails: the seller asked to leave.
    onSettled: () => {
      sessionMarker.clear();
      navigate(paths.auth.login.getHref(), { replace: true });
      queryClient.removeQueries();
    },
  });
}
