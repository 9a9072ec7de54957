import type { Notification } from '@nukkad/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../toast/toast-provider';
import { NotificationsView, type NotificationsQuery, type NotificationsViewProps } from './notifications-view';

afterEach(cleanup);

const note = (n: number, message: string, read: boolean): Notification => ({
  _id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
  message,
  createdAt: new Date().toISOString(),
  read,
  url: '/',
  order: null,
});
const unread = note(1, 'New order K7QX2M', false);
const read = note(2, 'New order H3PW9A', true);
const fetched = (notifications: Notification[]): NotificationsQuery => ({ data: { notifications }, isPending: false, error: null, refetch: () => undefined });

function renderView(props: Partial<NotificationsViewProps>) {
  const all: NotificationsViewProps = {
    query: fetched([unread, read]),
    errorToast: () => 'Failed to fetch notifications',
    idPrefix: 'notes',
    className: 'notes',
    empty: (filter) => ({ title: `Nothing ${filter}` }),
    action: (notification) => <button type="button">View {notification.message}</button>,
    ...props,
  };
  return render(
    <ToastProvider>
      <NotificationsView {...all} />
    </ToastProvider>,
  );
}
const messages = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem').map((row) => row.textContent);

describe('NotificationsView', () => {
  it('All, Read and Unread show the matching rows, each with its action; an empty tab says what the app gives', () => {
    renderView({});
    expect(messages()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'View New order H3PW9A' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(messages()).toEqual([expect.stringContaining('K7QX2M')]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('notes-tab-unread');
    fireEvent.click(screen.getByRole('tab', { name: 'Read' }));
    expect(messages()).toEqual([expect.stringContaining('H3PW9A')]);
    cleanup();
    renderView({ query: fetched([unread]) });
    fireEvent.click(screen.getByRole('tab', { name: 'Read' }));
    expect(screen.getByRole('heading', { name: 'Nothing read' })).toBeTruthy();
  });

  it('a failure shows the error with Retry and its toast once', async () => {
    const refetch = vi.fn();
    const errorToast = vi.fn(() => 'Failed to fetch notifications');
    const failed: NotificationsQuery = { data: undefined, isPending: false, error: new Error('down'), refetch };
    const view = renderView({ query: failed, errorToast });
    expect(screen.getByText('An error occurred while fetching notifications.')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    view.rerender(
      <ToastProvider>
        <NotificationsView query={{ ...failed }} errorToast={errorToast} idPrefix="notes" className="notes" empty={() => ({ title: '' })} action={() => null} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledTimes(1);
  });
});
