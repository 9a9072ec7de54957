// The customer pages as the server renders them: the same route table, loaders and components as in the browser,
// with the loaders waiting for their data, which then travels in the page. Built apart (vite build --ssr) into
// dist-server/, which the API loads; see apps/api/src/plugins/app/page-renderer.ts.
import { setApiTransport } from '@nukkad/api-client';
import type { ApiTransport } from '@nukkad/api-client';
import { isTheme } from '@nukkad/ui';
import type { Theme } from '@nukkad/ui';
import { dehydrate } from '@tanstack/react-query';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { pageDataElement } from './app/page-data';
import { createRoutes, serverRoutes } from './app/router';
import { session } from './lib/session';
import { STORAGE_KEYS } from './lib/storage';

export interface PageRequest {
  /** The path and query asked for. */
  url: string;
  /** The request's cookies: the theme choice is one. */
  cookies: Record<string, string | undefined>;
  /** This response's script nonce, for anything the renderer writes inline. */
  nonce: string;
  /** How the loaders reach the API: in-process, answered by the same server. */
  transport: ApiTransport;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      theme: Theme;
      /** The app's HTML, for inside #root. */
      body: Readable;
      /** The data the page was rendered with, as a JSON block for after #root. */
      data: string;
    };

/** What a loader's redirect answered, for the server to send on as it is. */
const isRedirect = (result: unknown): result is Response => result instanceof Response && result.status >= 300 && result.status < 400;

export async function renderPage({ url, cookies, nonce, transport }: PageRequest): Promise<RenderedPage> {
  setApiTransport(transport);
  const queryClient = session.createQueryClient({ maxRetries: 0 });
  const handler = createStaticHandler(serverRoutes(createRoutes(queryClient, { waitForData: true })));
  const context = await handler.query(new Request(new URL(url, 'http://page.invalid')));
  if (isRedirect(context)) return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  if (context instanceof Response) throw new Error(`The page's loaders answered ${context.status}.`);
  // A loader that failed is the browser's to show with its retry: the page is then sent as the app's shell.
  if (context.errors) throw new Error('A page loader failed.');

  const stored = cookies[STORAGE_KEYS.theme];
  const theme: Theme = isTheme(stored) ? stored : 'light';
  const router = createStaticRouter(handler.dataRoutes, context);
  const notFound = context.matches.at(-1)?.route.path === '*';
  const body = await new Promise<Readable>((resolve, reject) => {
    const out = new PassThrough();
    const stream = renderToPipeableStream(
      <StrictMode>
        <App
          queryClient={queryClient}
          initialTheme={theme}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />}
        />
      </StrictMode>,
      {
        nonce,
        // The whole page at once: its data is already here, and crawlers and script-less browsers get all of it.
        onAllReady: () => resolve(stream.pipe(out)),
        onShellError: reject,
      },
    );
  });
  const data = pageDataElement({ theme, router: { loaderData: context.loaderData, actionData: context.actionData }, queries: dehydrate(queryClient) });
  return { kind: 'page', status: notFound ? 404 : context.statusCode, theme, body, data };
}
