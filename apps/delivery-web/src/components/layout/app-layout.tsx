import { AppShell, ThemeToggle } from '@nukkad/ui';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useHasSession } from '../../lib/session';
import { Brand } from './brand';
import { LogoutButton } from './logout-button';
import { NAV_ITEMS } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--active' : 'nav-link');
const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab-link tab-link--active' : 'tab-link');

/** The frame of every page: top bar on wide screens, compact bar and bottom tabs on phones. */
export function AppLayout() {
  const signedIn = useHasSession();

  const account = signedIn ? (
    <LogoutButton variant="ghost" className="nav-button" />
  ) : (
    <NavLink to={paths.auth.login.getHref()} className={linkClass}>
      Login
    </NavLink>
  );

  const topBar = (
    <div className="top-bar">
      <Brand />
      {signedIn ? (
        <nav aria-label="Main" className="top-bar__nav">
          <ul className="nav-list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="top-bar__actions">
        <ThemeToggle />
        {account}
      </div>
    </div>
  );

  const mobileTopBar = (
    <div className="mobile-bar">
      <Brand />
      <div className="mobile-bar__actions">
        <ThemeToggle />
        {account}
      </div>
    </div>
  );

  const bottomBar = signedIn ? (
    <nav aria-label="Main" className="tab-bar">
      <ul className="tab-bar__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={tabClass}>
              {item.icon}
              <span className="tab-link__label">{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  ) : undefined;

  return (
    <AppShell topBar={topBar} mobileTopBar={mobileTopBar} bottomBar={bottomBar}>
      <div className="container">
        <Outlet />
      </div>
    </AppShell>
  );
}
