import { AppFrame, navLinkClass, UserIcon } from '@nukkad/ui';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { sessionMarker } from '../../lib/session';
import { Brand } from './brand';
import { LogoutButton } from './logout-button';
import { NAV_ITEMS, PROFILE_ITEM } from './nav-items';

/** The frame of every page: top bar on wide screens, compact bar and bottom tabs on phones. */
export function AppLayout() {
  const signedIn = sessionMarker.useIsSet();
  const login = (
    <NavLink to={paths.auth.login.getHref()} className={navLinkClass}>
      Login
    </NavLink>
  );
  const account = (
    <>
      <NavLink to={PROFILE_ITEM.to} className={navLinkClass}>
        <UserIcon />
        Profile
      </NavLink>
      <LogoutButton variant="ghost" className="nav-button" />
    </>
  );

  return (
    <AppFrame
      brand={<Brand />}
      link={NavLink}
      navItems={signedIn ? NAV_ITEMS : []}
      tabItems={signedIn ? [...NAV_ITEMS, PROFILE_ITEM] : []}
      actions={signedIn ? account : login}
      mobileActions={signedIn ? null : login}
    >
      <Outlet />
    </AppFrame>
  );
}
