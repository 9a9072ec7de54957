import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer, mockApi, renderWithApp } from '../../../testing/test-utils';
import { formatPhone, ProfileView } from './profile-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const customer = makeCustomer();

const LINK_LABELS = ['My Orders', 'My Addresses', 'Notifications', 'Install the app', 'Help & Support', 'Terms & Conditions', 'Privacy Policy'];

describe('ProfileView', () => {
  it('shows the name and phone, and each account link with an svg picture and no emoji', async () => {
    mockApi(() => undefined);
    renderWithApp(<ProfileView />, { route: '/profile', user: customer });

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeTruthy();
    expect(screen.getByText(/\+91 98765 43210/)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(LINK_LABELS.map((label) => expect.stringContaining(label)));
    for (const link of links) {
      expect(link.querySelector('.profile-link__icon svg')).not.toBeNull();
    }
    expect(nav.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('formats a 10-digit phone as two groups of five and leaves anything else alone', () => {
    expect(formatPhone('9876543210')).toBe('98765 43210');
    expect(formatPhone('12345')).toBe('12345');
  });
});
