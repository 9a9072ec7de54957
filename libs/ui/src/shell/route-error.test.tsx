import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken({ error }: { error: Error }): never {
  throw error;
}

function renderAt(path: string, error = new Error('boom')) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        children: [
          { path: 'broken', element: <Broken error={error} /> },
          { path: 'missing', loader: () => Promise.reject(new Response('', { status: 404 })), element: <p>never</p> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders name="Nukkad Seller" home={{ href: '/seller', label: 'Go to dashboard' }} themeStorageKey="nukkad.test.theme">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('RouteError and NotFound', () => {
  it('a page that throws shows plain words, Reload and a way to the home page', async () => {
    renderAt('/broken');
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(alert.textContent).toContain('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/seller');
    expect(document.title).toBe('Something went wrong · Nukkad Seller');
  });

  it('a stale code chunk after a deploy asks for a reload', async () => {
    renderAt('/broken', new TypeError('Failed to fetch dynamically imported module: /assets/profile-x1.js'));
    expect((await screen.findByRole('alert')).textContent).toContain('The app was updated while this tab was open.');
  });

  it.each(['/no-such-page', '/missing'])('%s shows the same "Page not found" with a link home', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/seller');
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
    expect(document.title).toBe('Page not found · Nukkad Seller');
  });
});
