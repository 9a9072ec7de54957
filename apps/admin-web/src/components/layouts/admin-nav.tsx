import { BikeIcon, DashboardIcon, PinIcon, ProductsIcon, ReceiptIcon, StoreIcon, UserIcon } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

type NavItem = { label: string; short: string; to: string; icon: ReactNode; end?: boolean };

const ITEMS: NavItem[] = [
  { label: 'Dashboard', short: 'Home', to: paths.app.dashboard.getHref(), icon: <DashboardIcon size={20} />, end: true },
  { label: 'Orders', short: 'Orders', to: paths.app.allOrders.getHref(), icon: <ReceiptIcon size={20} /> },
  { label: 'Sellers', short: 'Sellers', to: paths.app.sellers.getHref(), icon: <StoreIcon size={20} /> },
  { label: 'Products', short: 'Products', to: paths.app.products.getHref(), icon: <ProductsIcon size={20} /> },
  { label: 'Users', short: 'Users', to: paths.app.users.getHref(), icon: <UserIcon size={20} /> },
  { label: 'Riders', short: 'Riders', to: paths.app.partnersMap.getHref(), icon: <PinIcon size={20} /> },
  { label: 'Outstanding', short: 'Cash', to: paths.app.outstandingAmounts.getHref(), icon: <BikeIcon size={20} /> },
];

const linkClass = (base: string) => ({ isActive }: { isActive: boolean }) => (isActive ? `${base} ${base}--active` : base);

/** The admin screens in the header on wide screens (the logo beside it leads to the dashboard). */
export function AdminTopNav() {
  return (
    <nav aria-label="Main" className="admin-nav">
      <ul className="admin-nav__list">
        {ITEMS.slice(1).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={linkClass('admin-nav__link')}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same screens as tabs at the bottom on phones. */
export function AdminTabBar() {
  return (
    <nav aria-label="Main" className="admin-tabs">
      <ul className="admin-tabs__list">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={linkClass('admin-tabs__link')} aria-label={item.label}>
              {item.icon}
              <span className="admin-tabs__label" aria-hidden="true">
                {item.short}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
