import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders the whole app at a path with a fresh query cache.
 * Returns the router (to read where it went) and every path it visited on the way.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const visited: string[] = [path];
  router.subscribe((state) => {
    if (visited[visited.length - 1] !== state.location.pathname) visited.push(state.location.pathname);
  });
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, visited, queryClient };
}

/** A JSON reply as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
