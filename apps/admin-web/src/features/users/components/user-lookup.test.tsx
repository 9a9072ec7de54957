import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSummaries, uuid } from '../../../testing/fixtures';
import { ADMIN, apiCalls, callsTo, mockApi, toasts, type ApiRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const ME = { 'GET /api/admin/me': { body: { success: true, admin: ADMIN } } };
const USER = {
  _id: uuid(3001),
  username: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '9876543210',
  createdAt: '2025-01-10T05:30:00.000Z',
  orders: orderSummaries(1, 25),
};

const lookUp = (value: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'User ID or phone' }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
};
const orderIds = () =>
  within(screen.getByRole('table', { name: /^Orders, page/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('user lookup', () => {
  it('asks for an id before looking anything up', async () => {
    const fetchMock = mockApi(ME);
    renderApp('/admin/userDetails');
    await screen.findByRole('heading', { level: 1, name: 'User details' });
    lookUp('   ');
    await waitFor(() => expect(toasts()).toEqual(['Error: Please enter a valid User ID']));
    expect(apiCalls(fetchMock).filter(([, url]) => url.startsWith('/api/admin/user/'))).toEqual([]);
  });

  it('says ‘User not found or an error occurred’ when the server finds no one', async () => {
    mockApi({ ...ME, 'GET /api/admin/user/9999999999': { status: 404, body: { success: false, message: 'User not found' } } });
    renderApp('/admin/userDetails');
    await screen.findByRole('heading', { level: 1, name: 'User details' });
    lookUp('9999999999');
    expect((await screen.findByRole('alert')).textContent).toContain('User not found or an error occurred');
    // Asking again would find no one either.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the user and their orders 10 a page on the client, the lookup and page kept in the URL', async () => {
    const routes: ApiRoutes = { ...ME, 'GET /api/admin/user/9876543210': { body: { success: true, user: USER } } };
    const fetchMock = mockApi(routes);
    const { router } = renderApp('/admin/userDetails');
    await screen.findByRole('heading', { level: 1, name: 'User details' });
    lookUp(' 9876543210 ');

    expect(await screen.findByRole('heading', { level: 2, name: 'Meera Iyer' })).toBeTruthy();
    expect(router.state.location.search).toBe('?id=9876543210');
    const facts = [...document.querySelectorAll('.facts dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
    expect(facts.slice(0, 4)).toEqual([
      ['Username', 'Meera Iyer'],
      ['Email', 'meera@example.com'],
      ['Phone', '9876543210'],
      ['Joined', expect.stringMatching(/^10 Jan 2025, 11:00\s?am$/i)],
    ]);
    expect(orderIds()).toEqual(orderSummaries(1, 10).map((o) => `#${o.id}`));
    expect(screen.getByText('25 orders · page 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(orderIds()).toEqual(['#ORD021', '#ORD022', '#ORD023', '#ORD024', '#ORD025']));
    expect(router.state.location.search).toBe('?id=9876543210&page=3');
    // Paging is on the client: the user was fetched once.
    expect(callsTo(fetchMock, '/api/admin/user/9876543210')).toHaveLength(1);
  });
});
