import { BellIcon, ClipboardIcon, DashboardIcon, ProductsIcon, UserIcon } from '@nukkad/ui';
import type { NavItem } from '@nukkad/ui';
import { paths } from '../../config/paths';

/** The seller navigation bar (spec): Dashboard, Products, Orders, Notifications. */
export const NAV_ITEMS: NavItem[] = [
  // Only an exact match marks it current: the dashboard is the parent of every seller path.
  { label: 'Dashboard', to: paths.seller.dashboard.getHref(), icon: <DashboardIcon />, end: true },
  { label: 'Products', to: paths.seller.products.getHref(), icon: <ProductsIcon /> },
  { label: 'Orders', to: paths.seller.orders.getHref(), icon: <ClipboardIcon /> },
  { label: 'Notifications', to: paths.seller.notifications.getHref(), icon: <BellIcon /> },
];

/** On phones the profile is a tab too; on wide screens it sits beside Logout. */
export const PROFILE_ITEM: NavItem = { label: 'Profile', to: paths.seller.profile.getHref(), icon: <UserIcon />, end: false };
