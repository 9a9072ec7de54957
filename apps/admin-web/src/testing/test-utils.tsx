import { createRenderApp } from '@nukkad/api-client/testing';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { session } from '../lib/session';

/** Renders the whole app (real route table and providers) at a URL, in memory; `{ signedIn: true }` sets the marker. */
export const renderApp = createRenderApp({ Provider: AppProvider, session, routes: () => routes });
