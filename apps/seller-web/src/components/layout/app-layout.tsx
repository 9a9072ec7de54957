import { pushApi } from '@nukkad/api-client';
import { AppFrame, Brand, LogoutButton, navLinkClass, PushPrompt, UserIcon } from '@nukkad/ui';
import { NavLink, Outlet } from 'react-router';
import { STORAGE_KEYS } from '../../config/app';
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
      <PushPrompt signedIn={signedIn} reason="Hear of each new order at once, even with the app closed." api={pushApi} storageKey={STORAGE_KEYS.pushPrompt} />
      <Outlet />
      <NewOrderAlerts />
      <LiveUpdates />
    </AppFrame>
  );
}
