import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import type { QueryProviderProps, Session } from '../session';

/** The parts of a web app a test renders: its provider (given a fresh query client) and its session. */
export interface TestApp {
  Provider: ComponentType<QueryProviderProps>;
  session: Pick<Session, 'marker' | 'createQueryClient'>;
}

export interface RenderOptions {
  /** true sets the session marker (a returning user), false clears it; left out, the marker stays as the test left it. */
  signedIn?: boolean;
  /** Runs before the first render, e.g. to put the signed-in user in the cache. */
  prepare?: (queryClient: QueryClient) => void;
}

/** A route table, or one made for the query client (its loaders start queries in the cache the pages read). */
export type TestRoutes = RouteObject[] | ((queryClient: QueryClient) => RouteObject[]);

/**
 * Renders `routes` at `path` inside the app's provider with a fresh query cache that never retries (tests answer
 * at once). Returns the router (to read where it went), every path it visited on the way, and the query client.
 */
export function renderRoutes(app: TestApp, routes: TestRoutes, path: string, { signedIn, prepare }: RenderOptions = {}) {
  if (signedIn === true) app.session.marker.set();
  if (signedIn === false) app.session.marker.clear();
  const queryClient = app.session.createQueryClient({ maxRetries: 0 });
  prepare?.(queryClient);
  const visited: string[] = [path];
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  // Made inside the provider, as the app makes its router: the route loaders start queries in the provider's cache.
  function MemoryRoutes() {
    const [made] = useState(() => {
      router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, { initialEntries: [path] });
      router.subscribe((state) => {
        if (visited[visited.length - 1] !== state.location.pathname) visited.push(state.location.pathname);
      });
      return router;
    });
    return <RouterProvider router={made} />;
  }
  const view = render(
    <app.Provider queryClient={queryClient}>
      <MemoryRoutes />
    </app.Provider>,
  );
  if (!router) throw new Error('the routes did not render');
  return { ...view, router, visited, queryClient };
}

/**
 * The route table with every lazily loaded route (`lazy: () => …`) loaded, children included: a test of a page then
 * renders it at once, as the app does once the page's code has arrived. Loading itself is the router's and the
 * browser journeys' business.
 */
export async function loadLazyRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async ({ lazy, children, ...route }) => {
      if (lazy !== undefined && typeof lazy !== 'function') throw new Error('loadLazyRoutes knows only `lazy: () => …` routes');
      const loaded = lazy ? await lazy() : {};
      return { ...route, ...loaded, ...(children ? { children: await loadLazyRoutes(children) } : {}) } as RouteObject;
    }),
  );
}

/** The whole app (its real route table and provider) at a path: `renderApp(path, options)` for one app's tests. */
export function createRenderApp(app: TestApp & { routes: (queryClient: QueryClient) => RouteObject[] }) {
  return (path: string, options?: RenderOptions) => renderRoutes(app, app.routes, path, options);
}
