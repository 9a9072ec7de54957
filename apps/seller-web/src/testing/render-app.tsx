import { createRenderApp } from '@nukkad/api-client/testing';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { session } from '../lib/session';

/** The whole app at a path with a fresh query cache; returns the router, the paths visited and the query client. */
export const renderApp = createRenderApp({ Provider: AppProvider, session, routes: createRoutes });
export { jsonResponse } from '@nukkad/api-client/testing';
