import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, userQueryOptions } from './auth';
import { request } from './http';
import { createQueryClient } from './query-client';
import { createSession } from './session';
import { createSessionMarker } from './session-marker';
import { z } from 'zod';

const KEY = 'nukkad.test.session';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const REFUSED = { success: false, message: 'Please log in to continue.' };

function makeSession(afterLogout = { path: '/login', delayMs: 0 }) {
  return createSession({ marker: createSessionMarker(KEY), loginPath: '/login', homePath: '/home', logout, afterLogout });
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
        queryFn: () => request('/orders', { reply: z.object({ success: z.literal(true) }) }),
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
