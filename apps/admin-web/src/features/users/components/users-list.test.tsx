import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { ADMIN, callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

vi.setConfig({ testTimeout: 15_000 });

const ME = { 'GET /api/admin/me': { body: { success: true, admin: ADMIN } } };
const user = (n: number, name: string, phone: string, orders: number, spend: number) => ({
  _id: uuid(4000 + n),
  username: name,
  phone,
  email: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  orders,
  spend,
});
const MEERA = user(1, 'Meera Iyer', '9876543210', 12, 4520.5);
const RAVI = user(2, 'Ravi Das', '9811100002', 3, 610);

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('users list', () => {
  it('lists customers with their orders and spend, each linking to the user lookup, and pages on', async () => {
    const fetchMock = mockApi({
      ...ME,
      'GET /api/admin/users': (_body, url) => ({
        body: { success: true, users: url.searchParams.get('page') === '2' ? [RAVI] : [MEERA], currentPage: Number(url.searchParams.get('page')), hasMore: url.searchParams.get('page') !== '2' },
      }),
    });
    renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const link = await within(table).findByRole('link', { name: 'Meera Iyer' });
    expect(link.getAttribute('href')).toBe('/admin/userDetails?id=9876543210');
    expect(within(table).getByText('₹4,520.50')).toBeTruthy();
    expect(within(table).getByText('12')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await within(screen.getByRole('table', { name: 'Users' })).findByRole('link', { name: 'Ravi Das' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/users').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('links a customer who deleted their account (phone erased) by id', async () => {
    const gone = user(3, 'Deleted customer', '', 4, 820);
    mockApi({ ...ME, 'GET /api/admin/users': { body: { success: true, users: [gone], currentPage: 1, hasMore: false } } });
    renderApp('/admin/users');
    const link = await within(await screen.findByRole('table', { name: 'Users' })).findByRole('link', { name: 'Deleted customer' });
    expect(link.getAttribute('href')).toBe(`/admin/userDetails?id=${gone._id}`);
  });

  it('searches and sorts on the server, starting again from page 1', async () => {
    const fetchMock = mockApi({ ...ME, 'GET /api/admin/users': { body: { success: true, users: [MEERA], currentPage: 1, hasMore: false } } });
    renderApp('/admin/users?page=3');
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'Most spent' } });
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/users').at(-1)!.url.searchParams.get('sort')).toBe('spend'));
    expect(callsTo(fetchMock, '/api/admin/users').at(-1)!.url.searchParams.get('page')).toBe('1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'meera' } });
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/users').at(-1)!.url.searchParams.get('search')).toBe('meera'), { timeout: 3_000 });
    expect(callsTo(fetchMock, '/api/admin/users').at(-1)!.url.searchParams.get('sort')).toBe('spend');
  });

  it('says when no one matches, and offers Retry when the list fails', async () => {
    let fail = true;
    mockApi({
      ...ME,
      'GET /api/admin/users': () => (fail ? { status: 500, body: { success: false, message: 'Something went wrong' } } : { body: { success: true, users: [], currentPage: 1, hasMore: false } }),
    });
    renderApp('/admin/users');
    expect(await screen.findByText('Failed to load users. Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('No users found')).toBeTruthy();
  });
});
