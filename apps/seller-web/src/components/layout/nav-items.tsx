import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { BellIcon, DashboardIcon, OrdersIcon, ProductsIcon } from '../ui/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Only an exact match marks it current (the dashboard is the parent of every seller path). */
  end?: boolean;
}

/** The seller navigation bar (spec): Dashboard, Products, Orders, Notifications. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: paths.seller.dashboard.getHref(), icon: <DashboardIcon />, end: true },
  { label: 'Products', to: paths.seller.products.getHref(), icon: <ProductsIcon /> },
  { label: 'Orders', to: paths.seller.orders.getHref(), icon: <OrdersIcon /> },
  { label: 'Notifications', to: paths.seller.notifications.getHref(), icon: <BellIcon /> },
];
