import { NotFound, RouteError } from '@nukkad/ui';
import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { paths } from '../config/paths';
import { session } from '../lib/session';
import { LoginRoute } from './routes/auth/login';
import { SignupRoute } from './routes/auth/signup';
import { AddProductRoute } from './routes/add-product';
import { AddShopRoute } from './routes/add-shop';
import { ConfirmOrderRoute } from './routes/confirm-order';
import { DashboardRoute } from './routes/dashboard';
import { EditProductRoute } from './routes/edit-product';
import { EditProfileRoute } from './routes/edit-profile';
import { EditShopRoute } from './routes/edit-shop';
import { MyOrdersRoute } from './routes/my-orders';
import { MyProductsRoute } from './routes/my-products';
import { NotificationsRoute } from './routes/notifications';
import { OrderDetailsRoute } from './routes/order-details';
import { ProfileRoute } from './routes/profile';

/** The seller app's routes (spec §2); the seller's own pages sit behind the session guard. */
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
            { path: paths.seller.addShop.path, element: <AddShopRoute /> },
            { path: paths.seller.editShop.path, element: <EditShopRoute /> },
            { path: paths.seller.addProduct.path, element: <AddProductRoute /> },
            { path: paths.seller.editProduct.path, element: <EditProductRoute /> },
            { path: paths.seller.products.path, element: <MyProductsRoute /> },
            { path: paths.seller.orders.path, element: <MyOrdersRoute /> },
            { path: paths.seller.notifications.path, element: <NotificationsRoute /> },
            { path: paths.seller.editProfile.path, element: <EditProfileRoute /> },
            { path: paths.seller.confirmOrder.path, element: <ConfirmOrderRoute /> },
            { path: paths.orders.details.path, element: <OrderDetailsRoute /> },
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
