import type { ComponentType, ReactNode } from 'react';
import { ThemeToggle } from '../theme/theme-toggle';
import { AppShell } from './app-shell';

/** One destination of an app's main navigation. */
export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Only an exact match marks it current (e.g. a dashboard that is the parent of every other path). */
  end?: boolean;
}

/** What the frame needs of the router's NavLink; the app passes its own, so the frame renders without a router in tests. */
export interface FrameLinkProps {
  to: string;
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
}

/** The class of a top-bar link, marked while its page is open; for the app's own links beside the navigation. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--active' : 'nav-link');
const tabLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab-link tab-link--active' : 'tab-link');

export interface AppFrameProps {
  /** The app's mark and name, linking home. */
  brand: ReactNode;
  /** The top bar's navigation on wide screens; none while signed out. */
  navItems: readonly NavItem[];
  /** The bottom tabs on phones (default: navItems); no tab bar when empty. */
  tabItems?: readonly NavItem[];
  /** After the theme toggle on wide screens, e.g. Profile and Logout, or Login. */
  actions?: ReactNode;
  /** After the theme toggle on phones. */
  mobileActions?: ReactNode;
  /** The router's NavLink. */
  link: ComponentType<FrameLinkProps>;
  children?: ReactNode;
}

/** The frame of a partner app's pages (styles in app-frame.css): top bar on wide screens, compact bar and bottom tabs on phones. */
export function AppFrame({ brand, navItems, tabItems = navItems, actions, mobileActions, link: Link, children }: AppFrameProps) {
  const topBar = (
    <div className="top-bar">
      {brand}
      {navItems.length > 0 ? (
        <nav aria-label="Main" className="top-bar__nav">
          <ul className="nav-list">
            {navItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} end={item.end} className={navLinkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="top-bar__actions">
        <ThemeToggle />
        {actions}
      </div>
    </div>
  );

  const mobileTopBar = (
    <div className="mobile-bar">
      {brand}
      <div className="mobile-bar__actions">
        <ThemeToggle />
        {mobileActions}
      </div>
    </div>
  );

  const bottomBar =
    tabItems.length > 0 ? (
      <nav aria-label="Main" className="tab-bar">
        <ul className="tab-bar__list">
          {tabItems.map((item) => (
            <li key={item.to}>
              <Link to={item.to} end={item.end} className={tabLinkClass}>
                {item.icon}
                <span className="tab-link__label">{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    ) : undefined;

  return (
    <AppShell topBar={topBar} mobileTopBar={mobileTopBar} bottomBar={bottomBar}>
      <div className="container">{children}</div>
    </AppShell>
  );
}
