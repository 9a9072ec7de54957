import { useState } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PageLoader } from '../feedback/page-loader';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

/**
 * A page whose code is a chunk of its own, fetched when first opened. Its `loader` (the app's: it starts the page's
 * queries) sits outside `lazy`, so the router runs it alongside fetching the chunk rather than after it; it runs on
 * each visit only, since a change of the page's own search is its queries' business (a debounced filter, say).
 */
export const lazyPage = (path: string, load: () => Promise<ComponentType>, loader?: LoaderFunction): RouteObject => ({
  path,
  ...(loader ? { loader, shouldRevalidate: () => false } : {}),
  lazy: async () => ({ Component: await load() }),
});

export interface PartnerRoutesOptions {
  /** Where `/` sends everyone: the app's dashboard. */
  homeHref: string;
  /** The app's frame around every page, a chunk of its own like the pages. */
  loadFrame: () => Promise<ComponentType>;
  /** The pages inside the frame, with their session guards; an unknown path shows Not found after them. */
  pages: RouteObject[];
}

/** The route table of a partner app (seller, delivery): `/` to the dashboard, then every page inside the app's frame. */
export function partnerRoutes({ homeHref, loadFrame, pages }: PartnerRoutesOptions): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={homeHref} replace /> },
    {
      lazy: async () => ({ Component: await loadFrame() }),
      errorElement: <RouteError />,
      // The first visit shows a spinner while the frame's and the page's code arrive.
      HydrateFallback: PageLoader,
      children: [...pages, { path: '*', element: <NotFound /> }],
    },
  ];
}

export interface BrowserRoutesProps {
  createRoutes: () => RouteObject[];
  /** Whether the browser holds a session; without one, `loadVisitorPage` starts at once. */
  isSignedIn?: () => boolean;
  /** The code of the page a visitor will be sent to (login): it comes alongside the page they asked for, not after it. */
  loadVisitorPage?: () => Promise<unknown>;
}

/** The browser router, made once for the life of the app. */
export function BrowserRoutes({ createRoutes, isSignedIn, loadVisitorPage }: BrowserRoutesProps) {
  const [router] = useState(() => {
    if (loadVisitorPage && !isSignedIn?.()) void loadVisitorPage();
    return createBrowserRouter(createRoutes());
  });
  return <RouterProvider router={router} />;
}
