import {
  AppShell,
  Brand,
  CartIcon,
  HomeIcon,
  LoginIcon,
  MoonIcon,
  PushPrompt,
  ReceiptIcon,
  SunIcon,
  ThemeToggle,
  UserIcon,
  useTheme,
} from '@nukkad/ui';
import { pushApi } from '@nukkad/api-client';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { NotificationsNavLink } from '../../features/notifications/components/notifications-nav-link';
import { LiveBadge, LiveUpdates } from '../../lib/live-updates';
import { session, useSession } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage';
import { CartBadges, cartLabel, useCartCounts } from './cart-badges';

/** The header's tagline, on wide screens beside the brand and on phones in the brand bar. */
export const HEADER_TAGLINE = 'Food & groceries, nearby';

const topLinkClass = ({ isActive }: { isActive: boolean }) => `top-nav__link${isActive ? ' top-nav__link--active' : ''}`;
const bottomLinkClass = ({ isActive }: { isActive: boolean }) => `bottom-nav__item${isActive ? ' bottom-nav__item--active' : ''}`;

function TopBar() {
  const { user, isChecking } = useSession();
  const counts = useCartCounts();
  return (
    <div className="top-bar container">
      <div className="top-bar__brand">
        <Brand to={paths.home.getHref()} label="Nukkad home" />
        <p className="top-bar__tag">{HEADER_TAGLINE}</p>
      </div>
      <nav className="top-nav" aria-label="Main">
        <NavLink to={paths.recentOrders.getHref()} className={topLinkClass}>
          <ReceiptIcon size={20} />
          Orders
        </NavLink>
        {user ? <NotificationsNavLink placement="top" /> : null}
        <NavLink to={paths.cart.getHref()} className={topLinkClass} aria-label={cartLabel(counts)}>
          <CartIcon size={20} />
          Cart
          <CartBadges {...counts} />
        </NavLink>
        <LiveBadge />
        <ThemeToggle />
        {isChecking ? (
          <span className="top-nav__placeholder" aria-hidden="true" />
        ) : user ? (
          <NavLink to={paths.profile.getHref()} className={topLinkClass}>
            <span className="avatar avatar--sm" aria-hidden="true">
              {user.name.trim().charAt(0).toUpperCase() || '?'}
            </span>
            Profile
          </NavLink>
        ) : (
          <NavLink to={paths.login.getHref()} className="button button--primary button--sm top-nav__login">
            Login
          </NavLink>
        )}
      </nav>
    </div>
  );
}

function MobileTopBar() {
  return (
    <div className="mobile-top-bar">
      <Brand to={paths.home.getHref()} label="Nukkad home" />
      <p className="mobile-top-bar__tag">{HEADER_TAGLINE}</p>
      <LiveBadge showLive={false} />
    </div>
  );
}

/** The theme switch of the bottom bar: icon over a word, like its neighbours. */
function BottomThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button type="button" className="bottom-nav__item" onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <SunIcon size={22} /> : <MoonIcon size={22} />}
      <span className="bottom-nav__label">{theme === 'dark' ? 'Light' : 'Dark'}</span>
    </button>
  );
}

function BottomBar() {
  const { user } = useSession();
  const counts = useCartCounts();
  return (
    <nav className="bottom-nav" aria-label="Main">
      <NavLink to={paths.home.getHref()} end className={bottomLinkClass}>
        <HomeIcon size={22} />
        <span className="bottom-nav__label">Home</span>
      </NavLink>
      <NavLink to={paths.recentOrders.getHref()} className={bottomLinkClass}>
        <ReceiptIcon size={22} />
        <span className="bottom-nav__label">Orders</span>
      </NavLink>
      {user ? <NotificationsNavLink placement="bottom" /> : null}
      <NavLink to={paths.cart.getHref()} className={bottomLinkClass} aria-label={cartLabel(counts)}>
        <span className="bottom-nav__icon">
          <CartIcon size={22} />
          <CartBadges {...counts} />
        </span>
        <span className="bottom-nav__label">Cart</span>
      </NavLink>
      <BottomThemeToggle />
      {user ? (
        <NavLink to={paths.profile.getHref()} className={bottomLinkClass}>
          <UserIcon size={22} />
          <span className="bottom-nav__label">Profile</span>
        </NavLink>
      ) : (
        <NavLink to={paths.login.getHref()} className={bottomLinkClass}>
          <LoginIcon size={22} />
          <span className="bottom-nav__label">Login</span>
        </NavLink>
      )}
    </nav>
  );
}

/** The frame of every page: top bar on wide screens, brand bar and bottom bar on phones. */
export function AppLayout({ children }: { children: ReactNode }) {
  const signedIn = session.useSignedIn();
  return (
    <AppShell topBar={<TopBar />} mobileTopBar={<MobileTopBar />} bottomBar={<BottomBar />}>
      <div className="container">
        <PushPrompt signedIn={signedIn} reason="Hear when your order is being prepared, on its way and delivered." api={pushApi} storageKey={STORAGE_KEYS.pushPrompt} />
      </div>
      {children}
      <LiveUpdates />
    </AppShell>
  );
}
