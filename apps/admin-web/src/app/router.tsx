import { lazyPage, NotFound, PageLoader, RouteError } from '@nukkad/ui';
import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { session } from '../lib/session';
import { dashboardLoader, ordersLoader } from './loaders';

const { app } = paths;

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
                  lazyPage(app.dashboard.path, async () => (await import('./routes/app/dashboard')).DashboardRoute, dashboardLoader),
                  lazyPage(app.allOrders.path, async () => (await import('./routes/app/all-orders')).AllOrdersRoute, ordersLoader),
                  lazyPage(app.viewOrder.path, async () => (await import('./routes/app/view-order')).ViewOrderRoute),
                  lazyPage(app.orderDetails.path, async () => (await import('./routes/app/order-details-redirect')).OrderDetailsRedirect),
                  lazyPage(app.seller.path, async () => (await import('./routes/app/seller')).SellerRoute),
                  lazyPage(app.sellers.path, async () => (await import('./routes/app/sellers')).SellersRoute),
                  lazyPage(app.products.path, async () => (await import('./routes/app/products')).ProductsRoute),
                  lazyPage(app.userDetails.path, async () => (await import('./routes/app/user-details')).UserDetailsRoute),
                  lazyPage(app.users.path, async () => (await import('./routes/app/users')).UsersRoute),
                  lazyPage(app.outstandingAmounts.path, async () => (await import('./routes/app/outstanding-amounts')).OutstandingAmountsRoute),
                  lazyPage(app.queries.path, async () => (await import('./routes/app/queries')).QueriesRoute),
                  lazyPage(app.query.path, async () => (await import('./routes/app/query')).QueryRoute),
                  lazyPage(app.coupons.path, async () => (await import('./routes/app/coupons')).CouponsRoute),
                  lazyPage(app.partnersMap.path, async () => (await import('./routes/app/partners-map')).PartnersMapRoute),
                  lazyPage(app.deliveryPartner.path, async () => (await import('./routes/app/delivery-partner')).DeliveryPartnerRoute),
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
