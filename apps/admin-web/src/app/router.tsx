import { NotFound, RouteError } from '@nukkad/ui';
import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { session } from '../lib/session';

const { app } = paths;

/** A signed-in screen of a later issue: a heading and "Coming soon" until then. */
const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoonRoute } = await import('./routes/coming-soon');
    return { element: <ComingSoonRoute title={title} /> };
  },
});

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to={app.dashboard.getHref()} replace /> },
      {
        element: <session.RedirectIfSignedIn />,
        children: [
          {
            path: paths.auth.login.path,
            lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }),
          },
          {
            path: paths.auth.signup.path,
            lazy: async () => ({ Component: (await import('./routes/auth/signup')).SignupRoute }),
          },
        ],
      },
      {
        element: <session.RequireSession />,
        children: [
          {
            // Pathless layout: the admin frame around every signed-in screen.
            lazy: async () => ({ Component: (await import('./routes/app/root')).AppRoot }),
            children: [
              {
                // Errors of a page show inside the frame, so Logout and the theme stay reachable.
                ErrorBoundary: RouteError,
                children: [
                  {
                    path: app.dashboard.path,
                    lazy: async () => ({ Component: (await import('./routes/app/dashboard')).DashboardRoute }),
                  },
                  comingSoon(app.allOrders.path, 'Orders of this month'),
                  comingSoon(app.viewOrder.path, 'Order details'),
                  comingSoon(app.seller.path, 'Seller details'),
                  comingSoon(app.sellers.path, 'Sellers'),
                  comingSoon(app.products.path, 'Products'),
                  comingSoon(app.userDetails.path, 'User details'),
                  comingSoon(app.outstandingAmounts.path, 'Outstanding amounts'),
                  comingSoon(app.deliveryBoy.path, 'Delivery partner details'),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
