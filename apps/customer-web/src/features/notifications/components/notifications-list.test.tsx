import type { Notification } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { customer, makeNotification } from '../testing/fixtures';
import { NotificationsList } from './notifications-list';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const ORDER_ID = '66666666-6666-4666-8666-666666666666';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const note = (id: number, message: string, read: boolean, minutes: number): Notification =>
  makeNotification(id, { message, read, createdAt: minutesAgo(minutes), url: `/order/${ORDER_ID}`, order: ORDER_ID });
const placed = note(1, 'Your order K7QX2M was placed', false, 5);
const delivered = note(2, 'Your order H3PW9A was delivered', true, 180);

const rows = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
const render = () => renderWithApp(<NotificationsList />, { route: '/notifications', path: '/notifications', user: customer });

describe('NotificationsList', () => {
  it('shows 5 skeleton rows while loading, then every notification with its relative and exact time', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockApi((url) => (url === '/api/notification/getNotifications' ? new Promise((resolve) => (answer = resolve)) : undefined));
    const { container } = render();

    expect(container.querySelectorAll('.skeleton-row')).toHaveLength(5);
    answer({ body: { success: true, notifications: [placed, delivered] } });

    expect(await screen.findByText('Your order K7QX2M was placed')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    const time = within(rows()[0]!).getByText('5 min ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(within(rows()[1]!).getByText('3 hr ago')).toBeTruthy();
  });

  it('filters with the All, Read and Unread tabs and says "No notifications" when a tab is empty', async () => {
    mockApi((url) => (url === '/api/notification/getNotifications' ? { body: { success: true, notifications: [placed, delivered] } } : undefined));
    render();
    await screen.findByText('Your order K7QX2M was placed');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Read', 'Unread']);

    fireEvent.click(screen.getByRole('tab', { name: 'Read' }));
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('H3PW9A')]);
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('K7QX2M')]);
    // Arrow keys move between tabs too.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Unread' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(rows()).toHaveLength(2);
  });

  it('says "No notifications" when there are none', async () => {
    mockApi((url) => (url === '/api/notification/getNotifications' ? { body: { success: true, notifications: [] } } : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeTruthy();
  });

  it('opens a notification in a modal with its time, Track Order and Close, and marks it read', async () => {
    let notifications = [placed, delivered];
    const fetch = mockApi((url, init) => {
      if (url === '/api/notification/getNotifications') return { body: { success: true, notifications } };
      if (url === '/api/notification/readNotification') {
        const { notificationId } = sentBody(init) as { notificationId: string };
        notifications = notifications.map((n) => (n._id === notificationId ? { ...n, read: true } : n));
        return { body: { success: true } };
      }
      return undefined;
    });
    render();
    await screen.findByText('Your order K7QX2M was placed');

    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /^View/ }));
    const dialog = screen.getByRole('dialog', { name: 'Notification' });
    expect(within(dialog).getByText('Your order K7QX2M was placed')).toBeTruthy();
    expect(within(dialog).getByText(/5 min ago/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
    await vi.waitFor(() => {
      const readCall = fetch.mock.calls.find(([input]) => String(input) === '/api/notification/readNotification');
      expect(sentBody(readCall?.[1])).toEqual({ notificationId: placed._id });
    });

    // Shown read at once.
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeTruthy();
    const footerClose = dialog.querySelector('.modal__footer button');
    expect(footerClose?.textContent).toBe('Close');
    fireEvent.click(footerClose!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not mark an already read notification again', async () => {
    const fetch = mockApi((url) => (url === '/api/notification/getNotifications' ? { body: { success: true, notifications: [delivered] } } : undefined));
    render();
    fireEvent.click(await screen.findByRole('button', { name: /^View/ }));
    expect(screen.getByRole('dialog', { name: 'Notification' })).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/notification/readNotification')).toBe(false);
  });

  it('puts the notification back to unread when the server refuses', async () => {
    let answerRead: (value: { status: number; body: unknown }) => void = () => undefined;
    mockApi((url) => {
      if (url === '/api/notification/getNotifications') return { body: { success: true, notifications: [placed] } };
      if (url === '/api/notification/readNotification') return new Promise((resolve) => (answerRead = resolve));
      return undefined;
    });
    render();
    await screen.findByText('Your order K7QX2M was placed');
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /^View/ }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    // Optimistic: gone from Unread while the call is in flight.
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeTruthy();
    answerRead({ status: 500, body: { success: false, message: 'Something went wrong' } });
    expect(await screen.findByText('Your order K7QX2M was placed')).toBeTruthy();
    expect(await screen.findByText('Could not mark the notification as read.')).toBeTruthy();
  });

  it('shows the spec\'s errors with Retry, which loads again', async () => {
    let fail = true;
    const fetch = mockApi((url) => {
      if (url !== '/api/notification/getNotifications') return undefined;
      return fail ? { status: 503, body: null } : { body: { success: true, notifications: [placed] } };
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred while fetching notifications.');
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your order K7QX2M was placed')).toBeTruthy();
    expect(fetch.mock.calls.filter(([input]) => String(input) === '/api/notification/getNotifications')).toHaveLength(2);
  });
});
