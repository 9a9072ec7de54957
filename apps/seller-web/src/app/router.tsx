import { BrowserRoutes, lazyPage as page, partnerRoutes } from '@nukkad/ui';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { session } from '../lib/session';
import { dashboardLoader, ordersLoader } from './loaders';

// The frame and every page are chunks of their own, fetched together when first needed: the app's first script holds
// only the providers, the route table and the guards.
const loadLogin = async () => (await import('./routes/auth/login')).LoginRoute;

/** The seller app's routes (spec §2); the seller's own pages sit behind the session guard. */
export function createRoutes(): RouteObject[] {
  return partnerRoutes({
    homeHref: paths.seller.dashboard.getHref(),
    loadFrame: async () => (await import('../components/layout/app-layout')).AppLayout,
    pages: [
      page(paths.auth.signup.path, async () => (await import('./routes/auth/signup')).SignupRoute),
      {
        element: <session.RedirectIfSignedIn />,
        children: [page(paths.auth.login.path, loadLogin), page(paths.auth.loginAlias.path, loadLogin)],
      },
      {
        element: <session.RequireSession />,
        children: [
          page(paths.seller.dashboard.path, async () => (await import('./routes/dashboard')).DashboardRoute, dashboardLoader),
          page(paths.seller.profile.path, async () => (await import('./routes/profile')).ProfileRoute),
          page(paths.seller.addShop.path, async () => (await import('./routes/add-shop')).AddShopRoute),
          page(paths.seller.editShop.path, async () => (await import('./routes/edit-shop')).EditShopRoute),
          page(paths.seller.addProduct.path, async () => (await import('./routes/add-product')).AddProductRoute),
          page(paths.seller.editProduct.path, async () => (await import('./routes/edit-product')).EditProductRoute),
          page(paths.seller.products.path, async () => (await import('./routes/my-products')).MyProductsRoute),
          page(paths.seller.orders.path, async () => (await import('./routes/my-orders')).MyOrdersRoute, ordersLoader),
          page(paths.seller.notifications.path, async () => (await import('./routes/notifications')).NotificationsRoute),
          page(paths.seller.editProfile.path, async () => (await import('./routes/edit-profile')).EditProfileRoute),
          page(paths.seller.confirmOrder.path, async () => (await import('./routes/confirm-order')).ConfirmOrderRoute),
          page(paths.orders.details.path, async () => (await import('./routes/order-details')).OrderDetailsRoute),
        ],
      },
    ],
  });
}

export function AppRouter() {
  return <BrowserRoutes createRoutes={createRoutes} isSignedIn={() => session.marker.has()} loadVisitorPage={loadLogin} />;
}
