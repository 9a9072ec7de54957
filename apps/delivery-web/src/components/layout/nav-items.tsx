import { CommissionIcon, DashboardIcon, OutstandingIcon, TruckIcon } from '@nukkad/ui';
import type { NavItem } from '@nukkad/ui';
import { paths } from '../../config/paths';

/** The partner's navigation: Dashboard, Orders, Commission, Outstanding. */
export const NAV_ITEMS: NavItem[] = [
  // Only an exact match marks it current: the dashboard is the parent of every delivery path.
  { label: 'Dashboard', to: paths.delivery.dashboard.getHref(), icon: <DashboardIcon />, end: true },
  { label: 'Orders', to: paths.delivery.orders.getHref(), icon: <TruckIcon /> },
  { label: 'Commission', to: paths.delivery.commissionHistory.getHref(), icon: <CommissionIcon /> },
  { label: 'Outstanding', to: paths.delivery.outstanding.getHref(), icon: <OutstandingIcon /> },
];
