import { pushApi } from '@nukkad/api-client';
import { AppFrame, Brand, LogoutButton, navLinkClass, PushPrompt } from '@nukkad/ui';
import { NavLink, Outlet } from 'react-router';
import { STORAGE_KEYS } from '../../config/app';
import { paths } from '../../config/paths';
import { LocationSharingBar } from '../../features/location/components/location-sharing';
import { LiveBadge, LiveUpdates } from '../../lib/live-updates';
import { session } from '../../lib/session';
import { NAV_ITEMS } from './nav-items';

/** The frame of every page: top bar on wide screens, compact bar and bottom tabs on phones. */
export function AppLayout() {
  const signedIn = session.useSignedIn();
  const logout = session.useLogout();
  const account = signedIn ? (
    <LogoutButton onLogout={logout.logOut} busy={logout.isPending} variant="ghost" className="nav-button" />
  ) : (
    <NavLink to={paths.auth.login.getHref()} className={navLinkClass}>
      Login
    </NavLink>
  );

  return (
    <AppFrame
      brand={<Brand to={paths.delivery.dashboard.getHref()} role="Rider" />}
      link={NavLink}
      navItems={signedIn ? NAV_ITEMS : []}
      actions={
        <>
          <LiveBadge />
          {account}
        </>
      }
      mobileActions={
        <>
          <LiveBadge showLive={false} />
          {account}
        </>
      }
    >
      {signedIn ? <LocationSharingBar /> : null}
      <PushPrompt signedIn={signedIn} reason="Hear of new orders and of orders assigned to you, even with the app closed." api={pushApi} storageKey={STORAGE_KEYS.pushPrompt} />
      <Outlet />
      <LiveUpdates />
    </AppFrame>
  );
}
