import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../accounts/logout';
import { ApiError } from '../http';
import { createSession } from '../session';
import { createSessionMarker } from '../session-marker';
import { createRenderApp, renderRoutes } from './render-app';

const session = createSession({
  marker: createSessionMarker('nukkad.test.session'),
  loginPath: '/login',
  homePath: '/home',
  logout,
  afterLogout: { path: '/login', delayMs: 0 },
});
const app = { Provider: session.QueryProvider, session };

function Failing() {
  const query = useQuery({ queryKey: ['down'], queryFn: () => Promise.reject(new ApiError(503, 'Down')) });
  return <p>{query.isError ? 'Failed' : 'Loading'}</p>;
}

function Seeded() {
  const query = useQuery<string>({ queryKey: ['seeded'], queryFn: () => Promise.reject(new ApiError(503, 'Down')), staleTime: Infinity });
  return <p>{query.data === undefined ? 'Not seeded' : String(query.data)}</p>;
}

const routes = () => [
  { path: '/', element: <Navigate to="/home" replace /> },
  { element: <session.RequireSession />, children: [{ path: '/home', element: <p>Home</p> }] },
  { path: '/login', element: <p>Login</p> },
  { path: '/down', element: <Failing /> },
  { path: '/seeded', element: <Seeded /> },
];

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('renderApp', () => {
  const renderApp = createRenderApp({ ...app, routes });

  it('records every path the router visits on the way', async () => {
    const { visited } = renderApp('/');
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(visited).toEqual(['/', '/home', '/login']);
  });

  it('signedIn: true sets the marker, false clears it, and left out leaves it as the test set it', async () => {
    renderApp('/home', { signedIn: true });
    expect(await screen.findByText('Home')).toBeTruthy();
    cleanup();
    renderApp('/home');
    expect(await screen.findByText('Home')).toBeTruthy();
    cleanup();
    renderApp('/home', { signedIn: false });
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(session.marker.has()).toBe(false);
  });

  it('gives the app a query client that never retries: a 503 fails after one call', async () => {
    const { queryClient } = renderApp('/down');
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(queryClient.getQueryState(['down'])?.fetchFailureCount).toBe(1);
  });

  it('prepares a fresh query client before the first render', () => {
    const first = renderRoutes(app, routes(), '/seeded', { prepare: (queryClient) => queryClient.setQueryData(['seeded'], 'From the cache') });
    expect(screen.getByText('From the cache')).toBeTruthy();
    cleanup();
    const second = renderApp('/seeded');
    expect(second.queryClient).not.toBe(first.queryClient);
    expect(screen.getByText('Not seeded')).toBeTruthy();
  });

  it('makes routes given as a function for the fresh query client, the one the pages read', async () => {
    const made: QueryClient[] = [];
    const table = (client: QueryClient) => {
      made.push(client);
      return routes();
    };
    const { queryClient } = renderRoutes(app, table, '/home', { signedIn: true });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(made).toHaveLength(1);
    expect(made[0]).toBe(queryClient);
  });
});
