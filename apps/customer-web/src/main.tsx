import '@nukkad/ui/styles.css';
import './styles/app.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageData } from './app/page-data';
import type { PageData } from './app/page-data';
import { createRoutes, loadRenderedPages } from './app/router';
import { captureInstallPrompt } from './features/install/hooks/use-install-prompt';
import { session } from './lib/session';

// The browser may offer the install prompt before the app has rendered.
captureInstallPrompt();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

/** A server-rendered page: the same cache and pages as the server had, then React takes over the HTML as it is. */
async function hydratePage(root: HTMLElement, data: PageData) {
  const queryClient = session.createQueryClient();
  hydrate(queryClient, data.queries);
  const routes = createRoutes(queryClient);
  await loadRenderedPages(routes, window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} routes={routes} hydrationData={data.router} initialTheme={data.theme} />
    </StrictMode>,
  );
}

/** The app's shell alone (offline, or the server could not render the page): the browser renders everything. */
function renderPage(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const data = readPageData();
if (!data) renderPage(rootElement);
// A page's code that fails to arrive (offline, or replaced by a new version): the app renders alone and says so.
else void hydratePage(rootElement, data).catch(() => renderPage(rootElement));
