import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readPageData } from './page-data';
import type { PageData } from './page-data';
import { createRoutes, loadRenderedPages } from './router';
import { session } from '../lib/session';


/** A server-rendered page: the same cache and pages as the server had, then React takes over the HTML as it is. */
async function hydratePage(root: HTMLElement, data: PageData) {
  const queryClient = session.createQueryClient();
  hydrate(queryClient, data.queries);
  const routes = createRoutes(queryClient);
  await loadRenderedPages(routes, window.location.pathname);
  // As a transition, hydration yields to the browser between components instead of blocking it until done.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} routes={routes} hydrationData={data.router} initialTheme={data.theme} />
      </StrictMode>,
    );
  });
}

/** The app's shell alone (offline, or the server could not render the page): the browser renders everything. */
function renderPage(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** Takes over the page in #root: hydrates what the server rendered, or renders the app where there is only the shell. */
export function start(root: HTMLElement) {
  const data = readPageData();
  if (!data) renderPage(root);
  // A page's code that fails to arrive (offline, or replaced by a new version): the app renders alone and says so.
  else void hydratePage(root, data).catch(() => renderPage(root));
}
