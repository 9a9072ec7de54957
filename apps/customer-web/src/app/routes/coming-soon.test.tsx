import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../testing/test-utils';
import { AddressesPage, CartPage, CheckoutPage, NotificationsPage, OrderPage, RecentOrdersPage } from './coming-soon';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const EMOJI = /\p{Extended_Pictographic}/u;

const pages = [
  { title: 'Your Cart', Page: CartPage },
  { title: 'Checkout', Page: CheckoutPage },
  { title: 'Order Details', Page: OrderPage },
  { title: 'My Orders', Page: RecentOrdersPage },
  { title: 'Notifications', Page: NotificationsPage },
  { title: 'My Addresses', Page: AddressesPage },
];

describe('coming-soon pages', () => {
  it.each(pages)('$title draws its picture as an svg, with no emoji in the page', async ({ title, Page }) => {
    mockApi(() => undefined);
    const { container } = renderWithApp(<Page />);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(container.querySelector('.empty-state__icon svg')).not.toBeNull();
    expect(container.textContent).not.toMatch(EMOJI);
  });
});
