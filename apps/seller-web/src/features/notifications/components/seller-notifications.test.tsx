import type { Notification } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, mockApi, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';

const LIST_URL = '/api/notification/getSellerNotifications';
const COUNT_URL = '/api/notification/unread-order-notifications';
const ORDER_A = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const ORDER_B = '8b2c3d4e-5f6a-4b7c-9d8e-1f2a3b4c5d6e';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const note = (n: number, message: string, read: boolean, minutes: number, order: string | null): Notification => ({
  _id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
  message,
  createdAt: minutesAgo(minutes),
  read,
  url: order ? `/seller-confirm?orderId=${order}` : '/seller/my-orders',
  order,
});
const fresh = note(1, 'New order K7QX2M: 2 items to confirm', false, 5, ORDER_A);
const seen = note(2, 'New order H3PW9A: 1 item to confirm', true, 180, ORDER_B);

/** The list from `list()`, the unread count, and marking read; `read` records the ids marked. */
function mockNotifications(list: () => MockReply | Promise<MockReply>, read: string[] = []) {
  return mockApi((url, init) => {
    if (url === LIST_URL) return list();
    if (url === COUNT_URL) return { body: { success: true, count: 0 } };
    if (url.startsWith('/api/notification/read/') && init?.method === 'PUT') {
      read.push(url.slice('/api/notification/read/'.length));
      return { body: { success: true, message: 'Notification marked as read' } };
    }
    return undefined;
  });
}

const rows = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('nukkad.seller.session', '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('seller notifications', () => {
  it('shows 5 skeleton rows while loading, then each message with its time', async () => {
    const reply = deferred<MockReply>();
    mockNotifications(() => reply.promise);
    const { container } = renderApp('/seller/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(container.querySelectorAll('.skeleton-row')).toHaveLength(5);

    reply.resolve({ body: { success: true, notifications: [fresh, seen] } });
    expect(await screen.findByText('New order K7QX2M: 2 items to confirm')).toBeTruthy();
    const time = within(rows()[0]!).getByText('5 min ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(within(rows()[1]!).getByText('3 hr ago')).toBeTruthy();
  });

  it('filters with the All, Read and Unread tabs, with an empty state per tab', async () => {
    mockNotifications(() => ({ body: { success: true, notifications: [fresh] } }));
    renderApp('/seller/notifications');
    await screen.findByText('New order K7QX2M: 2 items to confirm');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Read', 'Unread']);

    fireEvent.click(screen.getByRole('tab', { name: 'Read' }));
    expect(screen.getByRole('heading', { name: 'No read notifications' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('K7QX2M')]);
  });

  it('splits read from unread', async () => {
    mockNotifications(() => ({ body: { success: true, notifications: [fresh, seen] } }));
    renderApp('/seller/notifications');
    await screen.findByText('New order K7QX2M: 2 items to confirm');
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Read' }));
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('H3PW9A')]);
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('K7QX2M')]);
  });

  it('says so when there are none at all', async () => {
    mockNotifications(() => ({ body: { success: true, notifications: [] } }));
    renderApp('/seller/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(screen.getByRole('heading', { name: 'No unread notifications' })).toBeTruthy();
  });

  it('View marks the notification read, reloads the list and the unread count, and opens the order', async () => {
    let notifications = [fresh, seen];
    const read: string[] = [];
    const fetchSpy = mockNotifications(() => ({ body: { success: true, notifications } }), read);
    const { router } = renderApp('/seller/notifications');
    await screen.findByText('New order K7QX2M: 2 items to confirm');
    await waitFor(() => expect(callsTo(fetchSpy, COUNT_URL)).toHaveLength(1));
    notifications = [{ ...fresh, read: true }, seen];

    const view = within(rows()[0]!).getByRole('link', { name: 'View: New order K7QX2M: 2 items to confirm' });
    expect(view.getAttribute('href')).toBe(`/getOrderDetails/${ORDER_A}`);
    fireEvent.click(view);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/getOrderDetails/${ORDER_A}`));
    await waitFor(() => expect(read).toEqual([fresh._id]));
    await waitFor(() => expect(callsTo(fetchSpy, COUNT_URL)).toHaveLength(2));

    // Back on the list, it is read again from the server and shows the notification read.
    await router.navigate(-1);
    await waitFor(() => expect(callsTo(fetchSpy, LIST_URL)).toHaveLength(2));
    fireEvent.click(await screen.findByRole('tab', { name: 'Unread' }));
    expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeTruthy();
  });

  it('View on a notification already read marks nothing', async () => {
    const read: string[] = [];
    mockNotifications(() => ({ body: { success: true, notifications: [seen] } }), read);
    const { router } = renderApp('/seller/notifications');
    fireEvent.click(await screen.findByRole('link', { name: /^View/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/getOrderDetails/${ORDER_B}`));
    expect(read).toEqual([]);
  });

  it('shows the spec’s errors with a Retry that loads again', async () => {
    let fail = true;
    const fetchSpy = mockNotifications(() =>
      fail ? { status: 503, body: { success: false, message: 'Something went wrong. Please try again later.' } } : { body: { success: true, notifications: [fresh] } },
    );
    renderApp('/seller/notifications');
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred while fetching notifications.');
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('New order K7QX2M: 2 items to confirm')).toBeTruthy();
    expect(callsTo(fetchSpy, LIST_URL)).toHaveLength(2);
  });
});
