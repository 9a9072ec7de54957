import { NotFound, RouteError } from '@nukkad/ui';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import type * as ComingSoonPages from './routes/coming-soon';
import HomeRoute from './routes/home';
import { RootLayout } from './routes/root';

// Each page is its own chunk; the layout, the error page and the home page (its skeletons show at once) load with the app.
type RouteModule = Promise<{ default: ComponentType }>;
const page = (load: () => RouteModule) => async () => ({ Component: (await load()).default });
const comingSoon = (name: keyof typeof ComingSoonPages) => async () => ({
  Component: (await import('./routes/coming-soon'))[name],
});

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoader />,
    children: [
      {
        // A page that fails keeps the frame and navigation around its error message.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomeRoute },
          { path: paths.login.path, lazy: page(() => import('./routes/login')) },
          { path: paths.signup.path, lazy: page(() => import('./routes/signup')) },
          { path: paths.profile.path, lazy: page(() => import('./routes/profile')) },
          { path: paths.groceries.path, lazy: page(() => import('./routes/groceries')) },
          { path: paths.groceryCategory.path, lazy: page(() => import('./routes/grocery-category')) },
          { path: paths.restaurants.path, lazy: page(() => import('./routes/restaurants')) },
          { path: paths.medicines.path, lazy: page(() => import('./routes/medicines')) },
          { path: paths.shop.path, lazy: page(() => import('./routes/shop')) },
          { path: paths.search.path, lazy: page(() => import('./routes/search')) },
          { path: '/search', element: <Navigate to={paths.home.getHref()} replace /> },
          { path: paths.terms.path, lazy: page(() => import('./routes/terms')) },
          { path: paths.policy.path, lazy: page(() => import('./routes/policy')) },
          { path: paths.installGuide.path, lazy: page(() => import('./routes/install-guide')) },
          { path: paths.helpSupport.path, lazy: page(() => import('./routes/help-support')) },
          { path: paths.cart.path, lazy: comingSoon('CartPage') },
          { path: paths.checkout.path, lazy: comingSoon('CheckoutPage') },
          { path: paths.order.path, lazy: comingSoon('OrderPage') },
          { path: paths.recentOrders.path, lazy: comingSoon('RecentOrdersPage') },
          { path: paths.notifications.path, lazy: comingSoon('NotificationsPage') },
          { path: paths.addresses.path, lazy: comingSoon('AddressesPage') },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
