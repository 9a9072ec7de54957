import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueryOptions } from './accounts/get-user';
import { logout } from './accounts/logout';
import { ApiError, request } from './http';
import { createQueryClient } from './query-client';
import { createSession } from './session';
import { createSessionMarker } from './session-marker';
import { jsonResponse as json } from './testing';

const KEY = 'nukkad.test.session';

const REFUSED = { success: false, message: 'Please log in to continue.' };

function makeSession(afterLogout = { path: '/login', delayMs: 0 }, queries?: Parameters<typeof createSession>[0]['queries']) {
  return createSession({ marker: createSessionMarker(KEY), loginPath: '/login', homePath: '/home', logout, afterLogout, queries });
}

/** The app's routes in memory, with the shared query client that clears the marker on a 401. */
function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, visited };
}

const page = (text: string): ReactNode => <p>{text}</p>;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('session guards', () => {
  function guardedRoutes(session: ReturnType<typeof makeSession>, extra: RouteObject[] = []): RouteObject[] {
    return [
      { element: <session.RequireSession />, children: [{ path: '/home', element: page('Dashboard') }, ...extra] },
      { element: <session.RedirectIfSignedIn />, children: [{ path: '/login', element: page('Login page') }] },
    ];
  }

  it('sends a visitor without the marker from a signed-in page to the login page', async () => {
    const session = makeSession();
    const { router } = renderRoutes(guardedRoutes(session), '/home', createQueryClient({ maxRetries: 0, staleTime: 0 }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user in, and sends them on from the login page', async () => {
    const session = makeSession();
    session.marker.set();
    const { router } = renderRoutes(guardedRoutes(session), '/login', createQueryClient({ maxRetries: 0, staleTime: 0 }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a page-level redirect target overrides the login page (e.g. the rider outstanding page → /delivery)', async () => {
    const session = makeSession();
    const routes: RouteObject[] = [
      { element: <session.RequireSession redirectTo="/home" />, children: [{ path: '/outstanding', element: page('Outstanding') }] },
      { element: <session.RequireSession />, children: [{ path: '/home', element: page('Dashboard') }] },
      { path: '/login', element: page('Login page') },
    ];
    const { visited } = renderRoutes(routes, '/outstanding', createQueryClient({ maxRetries: 0, staleTime: 0 }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(visited).toEqual(['/home', '/login']);
  });

  it('reads the marker on arrival at the login page, so a login there leaves only when its form says', async () => {
    const session = makeSession();
    const { router } = renderRoutes(guardedRoutes(session), '/login', createQueryClient({ maxRetries: 0, staleTime: 0 }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    act(() => session.marker.set());
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a 401 from any query clears the marker and sends the user to the login page', async () => {
    const session = makeSession();
    session.marker.set();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, REFUSED));
    function Orders() {
      const orders = useQuery({
        queryKey: ['orders'],
        queryFn: () => request('/orders'),
      });
      return page(orders.isError ? 'Failed' : 'Orders');
    }
    const queryClient = createQueryClient({ maxRetries: 2, staleTime: 0, sessionMarker: session.marker });
    const { router } = renderRoutes(guardedRoutes(session, [{ path: '/orders', element: <Orders /> }]), '/orders', queryClient);

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(KEY)).toBeNull();
    // A 4xx is not retried: the one refused call was enough.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });
});

describe('useSessionQuery', () => {
  function Who({ session }: { session: ReturnType<typeof makeSession> }) {
    const user = session.useSessionQuery(userQueryOptions());
    return page(user.data ? `Hello ${user.data.user.name}` : 'Nobody');
  }

  it('does not call GET /api/auth/getUser when no marker is set', async () => {
    const session = makeSession();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, REFUSED));
    const queryClient = createQueryClient({ maxRetries: 0, staleTime: 0, sessionMarker: session.marker });
    renderRoutes([{ path: '/', element: <Who session={session} /> }], '/', queryClient);
    expect(await screen.findByText('Nobody')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks the session once when the marker is set', async () => {
    const session = makeSession();
    session.marker.set();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(200, { success: true, user: { _id: '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f', name: 'Meera', phone: '9876543210', foodCart: [], groceryCart: [] } }),
    );
    const queryClient = createQueryClient({ maxRetries: 0, staleTime: 0, sessionMarker: session.marker });
    renderRoutes([{ path: '/', element: <Who session={session} /> }], '/', queryClient);
    expect(await screen.findByText('Hello Meera')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/auth/getUser');
  });
});

describe('useLogout', () => {
  function LogoutPage({ session }: { session: ReturnType<typeof makeSession> }) {
    const { logOut, isLoggedOut } = session.useLogout();
    return (
      <>
        <button type="button" onClick={() => void logOut().then((confirmed) => (document.body.dataset.confirmed = String(confirmed)))}>
          Logout
        </button>
        {isLoggedOut ? <p>Leaving</p> : null}
      </>
    );
  }

  it.each([
    ['succeeds', json(200, { success: true, message: 'Logged out' }), 'true'],
    ['is refused with a 401 (the session had already ended)', json(401, REFUSED), 'true'],
    ['fails', json(500, { success: false, message: 'Something went wrong. Please try again later.' }), 'false'],
  ])('when the call %s: clears the marker and the cache, then redirects after the delay', async (_, reply, confirmed) => {
    const session = makeSession({ path: '/bye', delayMs: 1000 });
    session.marker.set();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply);
    const queryClient = createQueryClient({ maxRetries: 0, staleTime: 0, sessionMarker: session.marker });
    queryClient.setQueryData(['orders'], ['an order of the old session']);
    const { router } = renderRoutes(
      [
        { path: '/account', element: <LogoutPage session={session} /> },
        { path: '/bye', element: page('Home') },
      ],
      '/account',
      queryClient,
    );

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Leaving')).toBeTruthy();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(document.body.dataset.confirmed).toBe(confirmed);
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));

    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(router.state.location.pathname).toBe('/account');
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/bye');
    expect(screen.getByText('Home')).toBeTruthy();
  });
});

describe('the session\'s query client', () => {
  const serverError = new ApiError(500, 'Something went wrong. Please try again later.');
  const settings = (queryClient: QueryClient) => {
    const { retry, staleTime } = queryClient.getDefaultOptions().queries ?? {};
    if (typeof retry !== 'function') throw new Error('retry is not the shared rule');
    // The last try a 5xx still earns: retry(n) is asked after the n-th failure.
    const retries = [0, 1, 2, 3].filter((failures) => retry(failures, serverError)).length;
    return { retries, staleTime };
  };

  it('tries a 5xx 2 more times and keeps replies fresh for 30 s unless the app says otherwise', () => {
    expect(settings(makeSession().createQueryClient())).toEqual({ retries: 2, staleTime: 30_000 });
  });

  it('takes the app\'s own numbers, and a caller\'s overrides over them', () => {
    const session = makeSession(undefined, { maxRetries: 1, staleTime: 60_000 });
    expect(settings(session.createQueryClient())).toEqual({ retries: 1, staleTime: 60_000 });
    expect(settings(session.createQueryClient({ maxRetries: 0 }))).toEqual({ retries: 0, staleTime: 60_000 });
  });

  it('is bound to the session\'s own marker: a 401 clears it', async () => {
    const session = makeSession();
    session.marker.set();
    const queryClient = session.createQueryClient({ maxRetries: 0 });
    await queryClient.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(new ApiError(401, 'Please log in to continue.')) }).catch(() => undefined);
    expect(session.marker.has()).toBe(false);
  });

  it('QueryProvider uses the client it is given, or makes one per mount that lasts across renders', () => {
    const session = makeSession(undefined, { staleTime: 5_000 });
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }
    const view = render(<session.QueryProvider><Probe /></session.QueryProvider>);
    view.rerender(<session.QueryProvider><Probe /></session.QueryProvider>);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]!.getDefaultOptions().queries?.staleTime).toBe(5_000);

    const given = createQueryClient({ maxRetries: 0, staleTime: 0 });
    view.rerender(<session.QueryProvider key="tests" queryClient={given}><Probe /></session.QueryProvider>);
    expect(seen.at(-1)).toBe(given);
  });

  it('startQueries hands a signed-in loader the mounted provider\'s client, and a visitor\'s nothing', () => {
    const session = makeSession();
    const start = vi.fn();
    session.marker.set();
    session.startQueries(start);
    expect(start).not.toHaveBeenCalled();

    const given = createQueryClient({ maxRetries: 0, staleTime: 0 });
    render(<session.QueryProvider queryClient={given} />);
    session.startQueries(start);
    expect(start).toHaveBeenCalledExactlyOnceWith(given);

    session.marker.clear();
    session.startQueries(start);
    expect(start).toHaveBeenCalledOnce();
  });
});
