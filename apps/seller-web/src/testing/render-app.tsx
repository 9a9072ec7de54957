import { createRenderApp, loadLazyRoutes } from '@nukkad/api-client/testing';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { session } from '../lib/session';

// Pages render at once, as in the app once their code is in: the lazy routes are loaded up front.
const routes = await loadLazyRoutes(createRoutes());

/** The whole app at a path with a fresh query cache; returns the router, the paths visited and the query client. */
export const renderApp = createRenderApp({ Provider: AppProvider, session, routes: () => routes });
export { jsonResponse } from '@nukkad/api-client/testing';
