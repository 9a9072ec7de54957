import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, makeCartItem, mockCartApi } from '../../testing/cart-api';
import { makeProduct, renderWithApp } from '../../testing/test-utils';
import { ProductCard } from '../product-card';
import { AppLayout } from './app-layout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const id = (n: number) => `77777777-7777-4777-8777-7777777777${String(n).padStart(2, '0')}`;
// The desktop top bar and the phone's bottom bar are both in the page.
const bars = () => screen.getAllByRole('navigation', { name: 'Main' });
const badge = (bar: HTMLElement, title: 'Food cart' | 'Grocery cart') => within(bar).getByRole('link', { name: /^Cart/ }).querySelector(`[title="${title}"]`);

describe('cart badges', () => {
  it("count each cart's items (the sum of quantities) on the desktop and the mobile bar", async () => {
    mockCartApi({
      carts: { foodCart: [makeCartItem({ _id: id(1) }, 2), makeCartItem({ _id: id(2) }, 3)], groceryCart: [makeCartItem({ _id: id(3), shopType: 'Grocery' }, 1)] },
    });
    renderWithApp(<AppLayout>page</AppLayout>, { user: CUSTOMER });

    const [top, bottom] = bars() as [HTMLElement, HTMLElement];
    expect(await within(top).findByRole('link', { name: 'Cart, 5 food items, 1 grocery item' })).toBeTruthy();
    expect(within(bottom).getByRole('link', { name: 'Cart, 5 food items, 1 grocery item' })).toBeTruthy();
    for (const bar of [top, bottom]) {
      expect(badge(bar, 'Food cart')?.textContent).toBe('5');
      expect(badge(bar, 'Grocery cart')?.textContent).toBe('1');
    }
  });

  it('show no badge for an empty cart', async () => {
    mockCartApi({ carts: { groceryCart: [makeCartItem({ _id: id(3), shopType: 'Grocery' }, 4)] } });
    renderWithApp(<AppLayout>page</AppLayout>, { user: CUSTOMER });
    const [top] = bars() as [HTMLElement];
    expect(await within(top).findByRole('link', { name: 'Cart, 4 grocery items' })).toBeTruthy();
    expect(badge(top, 'Food cart')).toBeNull();
  });

  it('follow a product added from a card at once', async () => {
    mockCartApi({ carts: { foodCart: [makeCartItem({ _id: id(1) }, 2)] } });
    const dish = makeProduct({ _id: id(9), name: 'Veg Thali' });
    renderWithApp(
      <AppLayout>
        <ProductCard product={dish} />
      </AppLayout>,
      { user: CUSTOMER },
    );
    const [top] = bars() as [HTMLElement];
    await within(top).findByRole('link', { name: 'Cart, 2 food items' });

    fireEvent.click(screen.getByRole('button', { name: 'Add Veg Thali to cart' }));
    expect(await within(top).findByRole('link', { name: 'Cart, 3 food items' })).toBeTruthy();
    expect(await screen.findByText('Product added to cart!')).toBeTruthy();
    expect(within(top).getByRole('link', { name: 'Cart, 3 food items' })).toBeTruthy();
  });
});
