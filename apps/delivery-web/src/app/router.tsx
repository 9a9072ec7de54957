import { BrowserRoutes, lazyPage as page, partnerRoutes } from '@nukkad/ui';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { session } from '../lib/session';
import { dashboardLoader, ordersLoader } from './loaders';

// The frame and every page are chunks of their own, fetched together when first needed: the app's first script holds
// only the providers, the route table and the guards.
const loadLogin = async () => (await import('./routes/auth/login')).LoginRoute;
const loadOrders = async () => (await import('./routes/orders')).OrdersRoute;
const loadCommissionHistory = async () => (await import('./routes/commission-history')).CommissionHistoryRoute;
const loadOutstanding = async () => (await import('./routes/outstanding')).OutstandingRoute;

/** The delivery partner app's routes (spec §2). */
export function createRoutes(): RouteObject[] {
  return partnerRoutes({
    homeHref: paths.delivery.dashboard.getHref(),
    loadFrame: async () => (await import('../components/layout/app-layout')).AppLayout,
    pages: [
      {
        element: <session.RedirectIfSignedIn />,
        children: [
          page(paths.auth.signup.path, async () => (await import('./routes/auth/signup')).SignupRoute),
          page(paths.auth.login.path, loadLogin),
        ],
      },
      {
        element: <session.RequireSession />,
        children: [
          page(paths.delivery.dashboard.path, async () => (await import('./routes/dashboard')).DashboardRoute, dashboardLoader),
          page(paths.delivery.orders.path, loadOrders, ordersLoader),
          page(paths.delivery.ordersByStatus.path, loadOrders, ordersLoader),
          page(paths.delivery.order.path, async () => (await import('./routes/order')).OrderRoute),
          page(paths.delivery.commissionHistory.path, loadCommissionHistory),
        ],
      },
      {
        // Spec: the outstanding page sends a partner without a token to /delivery (which then asks to log in).
        element: <session.RequireSession redirectTo={paths.delivery.dashboard.getHref()} />,
        children: [page(paths.delivery.outstanding.path, loadOutstanding)],
      },
    ],
  });
}

export function AppRouter() {
  return <BrowserRoutes createRoutes={createRoutes} isSignedIn={() => session.marker.has()} loadVisitorPage={loadLogin} />;
}
