import { AppFrame, Brand, LogoutButton, navLinkClass, UserIcon } from '@nukkad/ui';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { NewOrderAlerts } from '../../features/new-order-alerts/components/new-order-alerts';
import { LiveBadge, LiveUpdates } from '../../lib/live-updates';
import { session } from '../../lib/session';
import { NAV_ITEMS, PROFILE_ITEM } from './nav-items';

/** The frame of every page: top bar on wide screens, compact bar and bottom tabs on phones. */
export function AppLayout() {
  const signedIn = session.useSignedIn();
  const logout = session.useLogout();
  const login = (
    <NavLink to={paths.auth.login.getHref()} className={navLinkClass}>
      Login
    </NavLink>
  );
  const account = (
    <>
      <LiveBadge />
      <NavLink to={PROFILE_ITEM.to} className={navLinkClass}>
        <UserIcon />
        Profile
      </NavLink>
      <LogoutButton onLogout={logout.logOut} busy={logout.isPending} variant="ghost" className="nav-button" />
    </>
  );

  return (
    <AppFrame
      brand={<Brand to={paths.seller.dashboard.getHref()} role="Seller" />}
      link={NavLink}
      navItems={signedIn ? NAV_ITEMS : []}
      tabItems={signedIn ? [...NAV_ITEMS, PROFILE_ITEM] : []}
      actions={signedIn ? account : login}
      mobileActions={signedIn ? <LiveBadge showLive={false} /> : login}
    >
      <Outlet />
      <NewOrderAlerts />
      <LiveUpdates />
    </AppFrame>
  );
}
