import { NotFound, RouteError } from '@nukkad/ui';
import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { paths } from '../config/paths';
import { session } from '../lib/session';
import { LoginRoute } from './routes/auth/login';
import { SignupRoute } from './routes/auth/signup';
import { ComingSoon } from './routes/coming-soon';
import { DashboardRoute } from './routes/dashboard';
import { ProfileRoute } from './routes/profile';

/** The seller app's routes (spec §2); pages of later issues are placeholders behind the same guard. */
export function createRoutes(): RouteObject[] {
  return [
    { path: paths.home.path, element: <Navigate to={paths.seller.dashboard.getHref()} replace /> },
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        { path: paths.auth.signup.path, element: <SignupRoute /> },
        {
          element: <session.RedirectIfSignedIn />,
          children: [
            { path: paths.auth.login.path, element: <LoginRoute /> },
            { path: paths.auth.loginAlias.path, element: <LoginRoute /> },
          ],
        },
        {
          element: <session.RequireSession />,
          children: [
            { path: paths.seller.dashboard.path, element: <DashboardRoute /> },
            { path: paths.seller.profile.path, element: <ProfileRoute /> },
            { path: paths.seller.addShop.path, element: <ComingSoon title="Add your shop" /> },
            { path: paths.seller.editShop.path, element: <ComingSoon title="Edit shop" /> },
            { path: paths.seller.addProduct.path, element: <ComingSoon title="Add a product" /> },
            { path: paths.seller.editProduct.path, element: <ComingSoon title="Edit product" /> },
            { path: paths.seller.products.path, element: <ComingSoon title="My products" /> },
            { path: paths.seller.orders.path, element: <ComingSoon title="My orders" /> },
            { path: paths.seller.notifications.path, element: <ComingSoon title="Notifications" /> },
            { path: paths.seller.editProfile.path, element: <ComingSoon title="Edit profile" /> },
            { path: paths.seller.confirmOrder.path, element: <ComingSoon title="Confirm order" /> },
            { path: paths.orders.details.path, element: <ComingSoon title="Order details" /> },
          ],
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
