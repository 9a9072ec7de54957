import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { STORAGE_KEYS } from '../config/app';
import { createQueryClient } from '../lib/query-client';

/** Renders the whole app (real route table and providers) at a URL, in memory. */
export function renderApp(url: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  if (signedIn) window.localStorage.setItem(STORAGE_KEYS.session, '1');
  const queryClient = createQueryClient();
  // Tests answer at once; retries would only slow a failing case down.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
