import { MAIN_CONTENT_ID } from '@nukkad/ui';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AppLayout } from '../../components/layout/app-layout';

/** The frame around every page, a progress bar while the next page loads, and focus moved to it on arrival. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // After a client-side navigation, start keyboard and screen-reader users at the new content.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <div className={`nav-progress${navigation.state === 'loading' ? ' nav-progress--active' : ''}`} aria-hidden="true" />
      <AppLayout>
        <Outlet />
      </AppLayout>
      <ScrollRestoration />
    </>
  );
}
