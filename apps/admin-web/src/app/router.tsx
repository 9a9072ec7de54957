import { NotFound, PageLoader, RouteError } from '@nukkad/ui';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { session } from '../lib/session';
import { dashboardLoader, ordersLoader } from './loaders';

const { app } = paths;

/**
 * A signed-in screen, its code loaded when first opened; its loader, outside `lazy`, starts its data alongside, on
 * each visit only (a change of the screen's own filters is its queries' business, debounced or not).
 */
const screen = (path: string, load: () => Promise<{ Component: ComponentType }>, loader?: LoaderFunction): RouteObject => ({
  path,
  ...(loader ? { loader, shouldRevalidate: () => false } : {}),
  lazy: load,
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
                  screen(app.dashboard.path, async () => ({ Component: (await import('./routes/app/dashboard')).DashboardRoute }), dashboardLoader),
                  screen(app.allOrders.path, async () => ({ Component: (await import('./routes/app/all-orders')).AllOrdersRoute }), ordersLoader),
                  screen(app.viewOrder.path, async () => ({ Component: (await import('./routes/app/view-order')).ViewOrderRoute })),
                  screen(app.orderDetails.path, async () => ({ Component: (await import('./routes/app/order-details-redirect')).OrderDetailsRedirect })),
                  screen(app.seller.path, async () => ({ Component: (await import('./routes/app/seller')).SellerRoute })),
                  screen(app.sellers.path, async () => ({ Component: (await import('./routes/app/sellers')).SellersRoute })),
                  screen(app.products.path, async () => ({ Component: (await import('./routes/app/products')).ProductsRoute })),
                  screen(app.userDetails.path, async () => ({ Component: (await import('./routes/app/user-details')).UserDetailsRoute })),
                  screen(app.outstandingAmounts.path, async () => ({
                    Component: (await import('./routes/app/outstanding-amounts')).OutstandingAmountsRoute,
                  })),
                  screen(app.deliveryPartner.path, async () => ({ Component: (await import('./routes/app/delivery-partner')).DeliveryPartnerRoute })),
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
