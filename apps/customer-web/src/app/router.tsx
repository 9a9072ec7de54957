import { NotFound, PageLoader, RouteError } from '@nukkad/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { createBrowserRouter, matchRoutes, redirect } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { createPageLoaders } from './page-loaders';
import type { PageLoaderOptions } from './page-loaders';
import HomeRoute from './routes/home';
import { RootLayout } from './routes/root';

// Each page is its own chunk; the layout, the error page and the home page load with the app.
type RouteModule = Promise<{ default: ComponentType }>;
const page = (load: () => RouteModule) => async () => ({ Component: (await load()).default });

const PageSkeleton = () => <PageLoader showLabel />;
/** Marks a page that depends on what only the browser knows (its session, its storage, its platform). */
const RENDERED_IN_BROWSER = { renderedIn: 'browser' } as const;
/**
 * A page the server renders as the frame with the page loader in it: the browser then starts the page's data (its
 * loader) and its code together, showing the same loader until both are there.
 */
const browserPage = (route: RouteObject): RouteObject => ({ ...route, HydrateFallback: PageSkeleton, handle: RENDERED_IN_BROWSER });

/** The route table; a page's loader, outside its chunk, starts its data in `queryClient` while the chunk loads. */
export function createRoutes(queryClient: QueryClient, options?: PageLoaderOptions): RouteObject[] {
  const loaders = createPageLoaders(queryClient, options);
  return [
    {
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageSkeleton,
      children: [
        {
          // A page that fails keeps the frame and navigation around its error message.
          ErrorBoundary: RouteError,
          children: [
            { index: true, loader: loaders.home, Component: HomeRoute },
            browserPage({ path: paths.login.path, lazy: page(() => import('./routes/login')) }),
            browserPage({ path: paths.signup.path, lazy: page(() => import('./routes/signup')) }),
            browserPage({ path: paths.profile.path, loader: loaders.profile, lazy: page(() => import('./routes/profile')) }),
            { path: paths.groceries.path, lazy: page(() => import('./routes/groceries')) },
            { path: paths.groceryCategory.path, loader: loaders.groceryCategory, lazy: page(() => import('./routes/grocery-category')) },
            { path: paths.restaurants.path, loader: loaders.restaurants, lazy: page(() => import('./routes/restaurants')) },
            { path: paths.medicines.path, lazy: page(() => import('./routes/medicines')) },
            { path: paths.shop.path, loader: loaders.shop, lazy: page(() => import('./routes/shop')) },
            { path: paths.search.path, loader: loaders.search, lazy: page(() => import('./routes/search')) },
            { path: '/search', loader: () => redirect(paths.home.getHref()) },
            { path: paths.terms.path, lazy: page(() => import('./routes/terms')) },
            { path: paths.policy.path, lazy: page(() => import('./routes/policy')) },
            browserPage({ path: paths.installGuide.path, lazy: page(() => import('./routes/install-guide')) }),
            { path: paths.helpSupport.path, lazy: page(() => import('./routes/help-support')) },
            browserPage({ path: paths.cart.path, loader: loaders.cart, lazy: page(() => import('./routes/cart')) }),
            browserPage({ path: paths.checkout.path, loader: loaders.checkout, lazy: page(() => import('./routes/checkout')) }),
            browserPage({ path: paths.order.path, loader: loaders.order, lazy: page(() => import('./routes/order')) }),
            browserPage({ path: paths.recentOrders.path, loader: loaders.recentOrders, lazy: page(() => import('./routes/recent-orders')) }),
            browserPage({ path: paths.notifications.path, loader: loaders.notifications, lazy: page(() => import('./routes/notifications')) }),
            browserPage({ path: paths.addresses.path, loader: loaders.addresses, lazy: page(() => import('./routes/addresses')) }),
            { path: '/user/addresses', loader: () => redirect(paths.profile.getHref()) },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

const rendersInBrowser = (route: RouteObject) => (route.handle as typeof RENDERED_IN_BROWSER | undefined)?.renderedIn === 'browser';

/** The table as the server renders it: a browser page is its loader, with no data and no code to wait for. */
export function serverRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (rendersInBrowser(route)) return { path: route.path, Component: route.HydrateFallback, handle: route.handle };
    return route.children ? ({ ...route, children: serverRoutes(route.children) } as RouteObject) : route;
  });
}

/**
 * Before hydrating a server-rendered page: the code of the pages it shows, so the first render has them. A browser
 * page's code is left to the router, which fetches it together with the page's data behind the same loader.
 */
export async function loadRenderedPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function' || rendersInBrowser(route)) return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export interface AppRouterProps {
  /** What the server rendered the page with (absent when the browser renders it alone). */
  hydrationData?: HydrationState;
  /** The route table made with the provider's client, its rendered pages already loaded. */
  routes?: RouteObject[];
}

export function AppRouter({ hydrationData, routes }: AppRouterProps) {
  // The provider's client: what a loader starts is what the page reads.
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(routes ?? createRoutes(queryClient), { hydrationData }), [queryClient, routes, hydrationData]);
  return <RouterProvider router={router} />;
}
