import { NotFound, RouteError } from '@nukkad/ui';
import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { paths } from '../config/paths';
import { session } from '../lib/session';
import { LoginRoute } from './routes/auth/login';
import { SignupRoute } from './routes/auth/signup';
import { CommissionHistoryRoute } from './routes/commission-history';
import { DashboardRoute } from './routes/dashboard';
import { OrderRoute } from './routes/order';
import { OrdersRoute } from './routes/orders';
import { OutstandingRoute } from './routes/outstanding';

/** The delivery partner app's routes (spec §2). */
export function createRoutes(): RouteObject[] {
  return [
    { path: paths.home.path, element: <Navigate to={paths.delivery.dashboard.getHref()} replace /> },
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          element: <session.RedirectIfSignedIn />,
          children: [
            { path: paths.auth.signup.path, element: <SignupRoute /> },
            { path: paths.auth.login.path, element: <LoginRoute /> },
          ],
        },
        {
          element: <session.RequireSession />,
          children: [
            { path: paths.delivery.dashboard.path, element: <DashboardRoute /> },
            { path: paths.delivery.orders.path, element: <OrdersRoute /> },
            { path: paths.delivery.ordersByStatus.path, element: <OrdersRoute /> },
            { path: paths.delivery.order.path, element: <OrderRoute /> },
            { path: paths.delivery.commissionHistory.path, element: <CommissionHistoryRoute /> },
          ],
        },
        {
          // Spec: the outstanding page sends a partner without a token to /delivery (which then asks to log in).
          element: <session.RequireSession redirectTo={paths.delivery.dashboard.getHref()} />,
          children: [{ path: paths.delivery.outstanding.path, element: <OutstandingRoute /> }],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** The browser router, made once for the life of the app. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return <RouterProvider router={router} />;
}
