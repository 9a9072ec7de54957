import { AppShell, Brand, LogoutButton, Skeleton, ThemeToggle } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { LiveBadge, LiveUpdates } from '../../lib/live-updates';
import { session, useAdmin } from '../../lib/session';
import { AdminTabBar, AdminTopNav } from './admin-nav';

/** The signed-in frame: logo, the admin screens, the admin's name, the theme toggle and Logout; tabs at the bottom on phones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const admin = useAdmin();
  const logout = session.useLogout();

  const name = admin.data?.admin.name;
  const logoutButton = <LogoutButton size="sm" onLogout={logout.logOut} busy={logout.isPending} />;

  return (
    <AppShell
      topBar={
        <div className="admin-bar">
          <Brand to={paths.app.dashboard.getHref()} role="Admin" />
          <AdminTopNav />
          <div className="admin-bar__end">
            {name ? (
              <span className="admin-bar__who">
                <span className="admin-bar__avatar" aria-hidden="true">
                  {name.trim().charAt(0).toUpperCase()}
                </span>
                <span className="visually-hidden">Signed in as </span>
                <span className="admin-bar__name">{name}</span>
              </span>
            ) : admin.isPending ? (
              <Skeleton width={120} height={20} />
            ) : null}
            <LiveBadge />
            <ThemeToggle />
            {logoutButton}
          </div>
        </div>
      }
      mobileTopBar={
        <div className="admin-bar">
          <Brand to={paths.app.dashboard.getHref()} role="Admin" />
          <div className="admin-bar__end">
            <LiveBadge showLive={false} />
            <ThemeToggle />
            {logoutButton}
          </div>
        </div>
      }
      bottomBar={<AdminTabBar />}
    >
      {children}
      <LiveUpdates />
    </AppShell>
  );
}
