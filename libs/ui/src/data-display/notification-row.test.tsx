import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationRow } from './notification-row';

afterEach(cleanup);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('NotificationRow', () => {
  it('shows the message, how long ago with the exact time as its title, and the action', () => {
    const createdAt = minutesAgo(5);
    render(
      <ul>
        <NotificationRow message="Your order K7QX2M was placed" read createdAt={createdAt} action={<button type="button">View</button>} />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row.className).toBe('notification-row');
    expect(row.textContent).toContain('Your order K7QX2M was placed');
    const time = screen.getByText('5 min ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(createdAt);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
  });

  it('marks an unread notification for the eye and for screen readers', () => {
    render(
      <ul>
        <NotificationRow message="New order" read={false} createdAt={minutesAgo(1)} />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row.classList.contains('notification-row--unread')).toBe(true);
    expect(row.querySelector('.notification-row__message')?.textContent).toBe('Unread: New order');
  });
});
