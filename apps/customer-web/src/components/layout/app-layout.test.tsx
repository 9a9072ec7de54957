import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../testing/test-utils';
import { AppLayout } from './app-layout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const line = (n: number) => ({ productId: `77777777-7777-4777-8777-77777777777${n}`, quantity: n });
const customer = (foodCart = [line(1), line(2)], groceryCart: ReturnType<typeof line>[] = []) => ({
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'Asha Verma',
  phone: '9876543210',
  foodCart,
  groceryCart,
});

// Both bars are in the page (CSS shows one per screen width); the desktop one is the first "Main" navigation.
const topNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

describe('AppLayout navigation', () => {
  it('offers Login, Orders and Cart without badges to a visitor', async () => {
    mockApi(() => undefined);
    renderWithApp(<AppLayout>page</AppLayout>);

    const nav = topNav();
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/recentOrders');
    expect(within(nav).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(within(nav).getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeTruthy();
  });

  it('shows Profile and a badge only for a cart with items', () => {
    mockApi(() => undefined);
    renderWithApp(<AppLayout>page</AppLayout>, { user: customer() });

    const nav = topNav();
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/user/profile');
    const cart = within(nav).getByRole('link', { name: 'Cart, 3 food items' });
    expect(cart.querySelector('[title="Food cart"]')?.textContent).toBe('3');
    expect(cart.querySelector('[title="Grocery cart"]')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('counts both carts', () => {
    mockApi(() => undefined);
    renderWithApp(<AppLayout>page</AppLayout>, { user: customer([line(1)], [line(2), line(3), line(4)]) });
    expect(within(topNav()).getByRole('link', { name: 'Cart, 1 food item, 9 grocery items' })).toBeTruthy();
  });

  it('shows the tagline in the desktop header as well as in the phone one', () => {
    mockApi(() => undefined);
    renderWithApp(<AppLayout>page</AppLayout>);
    const desktopHeader = topNav().closest('.top-bar') as HTMLElement;
    expect(within(desktopHeader).getByText('Food & groceries, nearby')).toBeTruthy();
    expect(within(document.querySelector('.mobile-top-bar') as HTMLElement).getByText('Food & groceries, nearby')).toBeTruthy();
  });
});
