import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { ApiError } from './http';
import { createLiveUpdates } from './live-events';
import { QUERY_DEFAULTS, createQueryClient } from './query-client';
import type { QueryClientOptions } from './query-client';
import type { SessionMarker } from './session-marker';

/** Navigates after a delay (the spec's 2 s after a success); the timer is dropped if the page goes away first. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}

export interface RequireSessionProps {
  marker: SessionMarker;
  /** Where a visitor without the marker goes. */
  redirectTo: string;
}

/** A layout route for signed-in pages: follows the marker, so a logout or a 401 anywhere sends the user away at once. */
export function RequireSession({ marker, redirectTo }: RequireSessionProps) {
  const signedIn = marker.useIsSet();
  if (!signedIn) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

export interface RedirectIfSignedInProps {
  marker: SessionMarker;
  /** Where a visitor who is already signed in goes. */
  redirectTo: string;
}

/**
 * A layout route for the login and sign-up pages: a marker present on arrival sends the user on.
 * Read once, so a login on the page itself leaves when its form says (at once, or after the spec's 2 s).
 */
export function RedirectIfSignedIn({ marker, redirectTo }: RedirectIfSignedInProps) {
  const [signedInOnArrival] = useState(() => marker.has());
  if (signedInOnArrival) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

/** A query that belongs to the signed-in user: it runs only while the marker is set, so visitors call nothing. */
export function useSessionQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  marker: SessionMarker,
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  const signedIn = marker.useIsSet();
  return useQuery({ ...options, enabled: signedIn });
}

/** After a login or sign-up: nothing cached for an earlier account may show, and the marker is set. */
export function useStartSession(marker: SessionMarker) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries();
    marker.set();
  }, [queryClient, marker]);
}

export interface LogoutOptions {
  marker: SessionMarker;
  /** The call that ends the cookie session. */
  logout: () => Promise<unknown>;
  /** Where the user goes once signed out. */
  redirectTo: string;
  /** The spec's wait before that redirect, in ms (0: at once). */
  delayMs: number;
}

export interface Logout {
  /** Ends the session; resolves true when the server confirmed it, false when only this device forgot it. Never rejects. */
  logOut: () => Promise<boolean>;
  isPending: boolean;
  /** True from the moment the user is signed out until the redirect. */
  isLoggedOut: boolean;
}

/**
 * Logout, alike in every app: the API call, then (whatever it answered: the user asked to leave) the marker is
 * cleared, every cached reply is dropped and the app moves on after the spec's delay.
 */
export function useLogout({ marker, logout, redirectTo, delayMs }: LogoutOptions): Logout {
  const queryClient = useQueryClient();
  const navigateLater = useDelayedNavigate();
  const [isLoggedOut, setLoggedOut] = useState(false);
  const { mutateAsync, isPending } = useMutation({ mutationFn: logout });

  const logOut = useCallback(async () => {
    // A 401 means the server had already ended the session: that is a confirmed logout too.
    const confirmed = await mutateAsync().then(
      () => true,
      (error: unknown) => error instanceof ApiError && error.isUnauthorized,
    );
    setLoggedOut(true);
    marker.clear();
    // After the guards have reacted to the cleared marker, so no page refetches the old session's data.
    setTimeout(() => queryClient.removeQueries(), 0);
    navigateLater(redirectTo, delayMs);
    return confirmed;
  }, [mutateAsync, marker, queryClient, navigateLater, redirectTo, delayMs]);

  return { logOut, isPending, isLoggedOut };
}

export interface SessionConfig {
  marker: SessionMarker;
  /** Where a signed-out visitor of a signed-in page goes (the app's login page). */
  loginPath: string;
  /** Where a signed-in visitor of the login and sign-up pages goes. */
  homePath: string;
  /** The call that ends the cookie session. */
  logout: () => Promise<unknown>;
  /** Where logout leaves the user, and after how long (the spec's delay per role). */
  afterLogout: { path: string; delayMs: number };
  /** The app's retry and freshness rules, where they differ from QUERY_DEFAULTS. */
  queries?: QuerySettings;
}

export type QuerySettings = Partial<Omit<QueryClientOptions, 'sessionMarker'>>;

export interface QueryProviderProps {
  children?: ReactNode;
  /** Tests pass their own client; the app makes one. */
  queryClient?: QueryClient;
}

/** One app's session: the marker's guards and hooks bound to the app's own paths and logout call. */
export function createSession({ marker, loginPath, homePath, logout, afterLogout, queries }: SessionConfig) {
  const logoutOptions: LogoutOptions = { marker, logout, redirectTo: afterLogout.path, delayMs: afterLogout.delayMs };
  /** The app's one QueryClient: a 401 clears this session's marker; `overrides` are for tests. */
  const createSessionQueryClient = (overrides?: QuerySettings): QueryClient =>
    createQueryClient({ ...QUERY_DEFAULTS, ...queries, ...overrides, sessionMarker: marker });
  // The cache of the mounted provider: route loaders, which run outside React, start queries in it.
  let mountedQueryClient: QueryClient | undefined;
  /** The app's query cache, made once per mount. */
  function QueryProvider({ children, queryClient: given }: QueryProviderProps) {
    const [queryClient] = useState(() => given ?? createSessionQueryClient());
    mountedQueryClient = queryClient;
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return {
    marker,
    createQueryClient: createSessionQueryClient,
    QueryProvider,
    /**
     * For a route loader: starts a page's queries in the app's cache alongside the page's code, without waiting for
     * them (the page shows its own loading and error states); nothing for a visitor, whose calls would only be 401s.
     */
    startQueries: (start: (queryClient: QueryClient) => void) => {
      if (mountedQueryClient && marker.has()) start(mountedQueryClient);
    },
    RequireSession: ({ redirectTo = loginPath }: { redirectTo?: string }) => <RequireSession marker={marker} redirectTo={redirectTo} />,
    RedirectIfSignedIn: ({ redirectTo = homePath }: { redirectTo?: string }) => (
      <RedirectIfSignedIn marker={marker} redirectTo={redirectTo} />
    ),
    useSignedIn: () => marker.useIsSet(),
    useStartSession: () => useStartSession(marker),
    useLogout: () => useLogout(logoutOptions),
    useSessionQuery: <TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
      options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
    ) => useSessionQuery(marker, options),
    // The live event stream of this session (useLiveEvents, mounted once in the signed-in layout) and its status.
    ...createLiveUpdates(marker),
  };
}

export type Session = ReturnType<typeof createSession>;
