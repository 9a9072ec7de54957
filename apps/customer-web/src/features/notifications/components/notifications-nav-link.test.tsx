import { UNREAD_REFETCH_INTERVAL_MS } from '@nukkad/api-client';
import type { Notification } from '@nukkad/contracts';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, renderWithApp } from '../../../testing/test-utils';
import { customer, makeNotification } from '../testing/fixtures';
import { NotificationsNavLink } from './notifications-nav-link';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const note = (id: number, read: boolean): Notification => makeNotification(id, { read });

const listCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([input]) => String(input) === '/api/notification/getNotifications').length;

describe('NotificationsNavLink', () => {
  it('shows the unread count, refreshed every 60 s and on focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let notifications = [note(1, false), note(2, false), note(3, true)];
    const fetch = mockApi((url) => (url === '/api/notification/getNotifications' ? { body: { success: true, notifications } } : undefined));
    renderWithApp(<NotificationsNavLink placement="top" />, { route: '/', user: customer });

    const link = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.querySelector('.notifications-badge')?.textContent).toBe('2');
    expect(link.querySelector('svg')).not.toBeNull();

    notifications = [note(4, false), ...notifications];
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFETCH_INTERVAL_MS + 100));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();

    notifications = notifications.map((n) => ({ ...n, read: true }));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const calm = await screen.findByRole('link', { name: 'Notifications' });
    expect(calm.querySelector('.notifications-badge')).toBeNull();
    focusManager.setFocused(undefined);
    expect(listCalls(fetch)).toBe(3);
    expect(UNREAD_REFETCH_INTERVAL_MS).toBe(60_000);
  });

  it('is in the desktop and phone navigation for a signed-in customer, and absent (no call) for visitors', async () => {
    const fetch = mockApi((url) => {
      if (url === '/api/notification/getNotifications') return { body: { success: true, notifications: [note(1, false)] } };
      if (url.startsWith('/api/auth/getUser')) return { body: { success: true, user: customer } };
      if (url === '/api/cart/getCart') return { body: { success: true, foodCart: [], groceryCart: [] } };
      return { body: { success: true, shops: [], products: [] } };
    });
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alerts: Notifications, 1 unread' }).textContent).toContain('Alerts');
    cleanup();

    fetch.mockClear();
    renderApp('/', { signedIn: false });
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(listCalls(fetch)).toBe(0);
  });
});
