import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { BrowserRoutes, lazyPage, partnerRoutes } from './partner-routes';

afterEach(cleanup);

const Frame = () => (
  <main aria-label="frame">
    <Outlet />
  </main>
);
const routes = () =>
  partnerRoutes({
    homeHref: '/seller',
    loadFrame: async () => Frame,
    pages: [lazyPage('/seller', async () => () => <h1>Dashboard</h1>)],
  });

function renderAt(path: string) {
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  render(
    <AppProviders name="Nukkad Seller" home={{ href: '/seller', label: 'Go to dashboard' }} themeStorageKey="nukkad.test.theme">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('partnerRoutes', () => {
  it('sends / to the dashboard, drawn inside the frame once its code is in', async () => {
    const router = renderAt('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/seller');
    expect(screen.getByRole('main', { name: 'frame' }).contains(heading)).toBe(true);
  });

  it('shows "Page not found" inside the frame for an unknown path', async () => {
    renderAt('/no-such-page');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('main', { name: 'frame' }).contains(heading)).toBe(true);
  });
});

describe('BrowserRoutes', () => {
  it.each([
    [false, 1],
    [true, 0],
  ])('signed in %s: fetches the visitor page code %i time(s) before routing', async (signedIn, calls) => {
    const loadVisitorPage = vi.fn(async () => undefined);
    render(<BrowserRoutes createRoutes={() => [{ path: '*', element: <p>page</p> }]} isSignedIn={() => signedIn} loadVisitorPage={loadVisitorPage} />);
    expect(await screen.findByText('page')).toBeTruthy();
    expect(loadVisitorPage).toHaveBeenCalledTimes(calls);
  });
});
