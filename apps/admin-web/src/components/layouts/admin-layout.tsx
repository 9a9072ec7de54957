import { errorMessage } from '@nukkad/api-client';
import { AppShell, Button, Skeleton, ThemeToggle, useToast } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { useAdmin, useLogout } from '../../lib/auth';
import { BrandLink } from '../ui/brand';

/** The signed-in frame: logo, the admin's name, the theme toggle and Logout. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const admin = useAdmin();
  const logout = useLogout();
  const toast = useToast();

  const onLogout = () =>
    logout.mutate(undefined, {
      onError: (err) => toast.error(errorMessage(err, 'Could not log out. Please try again.')),
    });

  const name = admin.data?.admin.name;
  const logoutButton = (
    <Button variant="secondary" size="sm" onClick={onLogout} busy={logout.isPending}>
      Logout
    </Button>
  );

  return (
    <AppShell
      topBar={
        <div className="admin-bar">
          <BrandLink />
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
            <ThemeToggle />
            {logoutButton}
          </div>
        </div>
      }
      mobileTopBar={
        <div className="admin-bar">
          <BrandLink />
          <div className="admin-bar__end">
            <ThemeToggle />
            {logoutButton}
          </div>
        </div>
      }
    >
      {children}
    </AppShell>
  );
}
