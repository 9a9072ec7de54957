import { NotFound, PageLoader, RouteError } from '@nukkad/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { createPageLoaders } from './page-loaders';
import HomeRoute from './routes/home';
import { RootLayout } from './routes/root';

// Each page is its own chunk; the layout, the error page and the home page (its skeletons show at once) load with the app.
type RouteModule = Promise<{ default: ComponentType }>;
const page = (load: () => RouteModule) => async () => ({ Component: (await load()).default });

/** The route table; a page's loader, outside its chunk, starts its data in `queryClient` while the chunk loads. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = createPageLoaders(queryClient);
  return [
    {
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: () => <PageLoader showLabel />,
      children: [
        {
          // A page that fails keeps the frame and navigation around its error message.
          ErrorBoundary: RouteError,
          children: [
            { index: true, Component: HomeRoute },
            { path: paths.login.path, lazy: page(() => import('./routes/login')) },
            { path: paths.signup.path, lazy: page(() => import('./routes/signup')) },
            { path: paths.profile.path, loader: loaders.profile, lazy: page(() => import('./routes/profile')) },
            { path: paths.groceries.path, lazy: page(() => import('./routes/groceries')) },
            { path: paths.groceryCategory.path, loader: loaders.groceryCategory, lazy: page(() => import('./routes/grocery-category')) },
            { path: paths.restaurants.path, loader: loaders.restaurants, lazy: page(() => import('./routes/restaurants')) },
            { path: paths.medicines.path, lazy: page(() => import('./routes/medicines')) },
            { path: paths.shop.path, loader: loaders.shop, lazy: page(() => import('./routes/shop')) },
            { path: paths.search.path, loader: loaders.search, lazy: page(() => import('./routes/search')) },
            { path: '/search', element: <Navigate to={paths.home.getHref()} replace /> },
            { path: paths.terms.path, lazy: page(() => import('./routes/terms')) },
            { path: paths.policy.path, lazy: page(() => import('./routes/policy')) },
            { path: paths.installGuide.path, lazy: page(() => import('./routes/install-guide')) },
            { path: paths.helpSupport.path, lazy: page(() => import('./routes/help-support')) },
            { path: paths.cart.path, loader: loaders.cart, lazy: page(() => import('./routes/cart')) },
            { path: paths.checkout.path, loader: loaders.checkout, lazy: page(() => import('./routes/checkout')) },
            { path: paths.order.path, loader: loaders.order, lazy: page(() => import('./routes/order')) },
            { path: paths.recentOrders.path, loader: loaders.recentOrders, lazy: page(() => import('./routes/recent-orders')) },
            { path: paths.notifications.path, loader: loaders.notifications, lazy: page(() => import('./routes/notifications')) },
            { path: paths.addresses.path, loader: loaders.addresses, lazy: page(() => import('./routes/addresses')) },
            { path: '/user/addresses', element: <Navigate to={paths.profile.getHref()} replace /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export function AppRouter() {
  // The provider's client: what a loader starts is what the page reads.
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(createRoutes(queryClient)), [queryClient]);
  return <RouterProvider router={router} />;
}
