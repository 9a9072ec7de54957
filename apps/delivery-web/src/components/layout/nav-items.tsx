import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { CommissionIcon, DashboardIcon, OrdersIcon, OutstandingIcon } from '../ui/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Only an exact match marks it current (the dashboard is the parent of every delivery path). */
  end?: boolean;
}

/** The partner's navigation: Dashboard, Orders, Commission, Outstanding. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: paths.delivery.dashboard.getHref(), icon: <DashboardIcon />, end: true },
  { label: 'Orders', to: paths.delivery.orders.getHref(), icon: <OrdersIcon /> },
  { label: 'Commission', to: paths.delivery.commissionHistory.getHref(), icon: <CommissionIcon /> },
  { label: 'Outstanding', to: paths.delivery.outstanding.getHref(), icon: <OutstandingIcon /> },
];
