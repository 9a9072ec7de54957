import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, deferred, makeCartItem, mockCartApi } from '../../../testing/cart-api';
import { renderWithApp } from '../../../testing/test-utils';
import { CartView } from './cart-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Reply = { status?: number; body: unknown };
const id = (n: number) => `77777777-7777-4777-8777-7777777777${String(n).padStart(2, '0')}`;
const SELLER_A = '22222222-2222-4222-8222-222222222222';
const SELLER_B = '22222222-2222-4222-8222-2222222222bb';

const dosa = makeCartItem({ _id: id(1), name: 'Masala Dosa', price: 120, seller: SELLER_A }, 2);
const lassi = makeCartItem({ _id: id(2), name: 'Sweet Lassi', price: 60.5, seller: SELLER_A }, 1);
const biryani = makeCartItem({ _id: id(3), name: 'Veg Biryani', price: 220, seller: SELLER_B, shop: { _id: id(90), name: 'Biryani House', isOpen: true } }, 1);
const closedShopDish = makeCartItem({ _id: id(4), name: 'Chole Bhature', price: 150, shop: { _id: id(91), name: 'Night Dhaba', isOpen: false } }, 1);
const soldOut = makeCartItem({ _id: id(5), name: 'Basmati Rice 1kg', price: 140, shopType: 'Grocery', inStock: false }, 3);
const atta = makeCartItem({ _id: id(6), name: 'Atta 5kg', price: 260, shopType: 'Grocery' }, 1);

const section = (name: 'Food cart' | 'Grocery cart') => screen.getByRole('region', { name });
const line = (name: string) => screen.getByRole('listitem', { name });
const failure = (message: string): Reply => ({ status: 409, body: { success: false, message } });

function renderCart() {
  return renderWithApp(<CartView />, { user: CUSTOMER, route: '/cart' });
}

describe('CartView', () => {
  it("shows 'Your cart is empty' with a way to shop when both carts are empty", async () => {
    mockCartApi();
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('shows both carts with their lines, item totals and Checkout', async () => {
    mockCartApi({ carts: { foodCart: [dosa, lassi], groceryCart: [atta] } });
    renderCart();
    await screen.findByRole('region', { name: 'Food cart' });

    const food = section('Food cart');
    expect(within(food).getByText('3 items')).toBeTruthy();
    // 2 × ₹120 + ₹60.50
    expect(within(food).getByText('Item total').parentElement!.textContent).toContain('₹300.50');
    expect(within(section('Grocery cart')).getByText('Item total').parentElement!.textContent).toContain('₹260.00');
    expect(within(food).getByRole('button', { name: 'Checkout' })).toBeTruthy();
    expect(within(food).queryByText(/convenience fee/)).toBeNull();
  });

  it("shows a line's saving: its base price struck through and the discount badge", async () => {
    // ₹224.10 for ₹299: 74.90 / 299 = 25.05 % → 25% OFF.
    const discounted = makeCartItem({ _id: id(7), name: 'Paneer Butter Masala', price: 224.1, basePrice: 299, seller: SELLER_A }, 1);
    mockCartApi({ carts: { foodCart: [discounted, lassi] } });
    renderCart();
    await screen.findByRole('region', { name: 'Food cart' });
    expect(within(line('Paneer Butter Masala')).getByText('25% OFF')).toBeTruthy();
    expect(within(line('Paneer Butter Masala')).getByText('₹299.00')).toBeTruthy();
    expect(within(line('Sweet Lassi')).queryByText(/% OFF/)).toBeNull();
  });

  it('tells that a food cart with several restaurants pays a convenience fee for each extra one', async () => {
    mockCartApi({ carts: { foodCart: [dosa, biryani] } });
    renderCart();
    expect(await screen.findByText('A convenience fee of ₹15 per additional restaurant applies.')).toBeTruthy();
  });

  it('sends Checkout to /checkout with the cart, its total and its sellers', async () => {
    mockCartApi({ carts: { foodCart: [dosa, biryani] } });
    const { router } = renderCart();
    await screen.findByRole('region', { name: 'Food cart' });

    fireEvent.click(within(section('Food cart')).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.state).toEqual({ cartKey: 'foodCart', cartItems: [dosa, biryani], totalPrice: 460, sellers: [SELLER_A, SELLER_B] });
  });

  it("marks unavailable lines and turns Checkout into 'Remove Unavailable Items', which removes them after a confirmation", async () => {
    const api = mockCartApi({ carts: { foodCart: [dosa, closedShopDish], groceryCart: [soldOut, atta] } });
    renderCart();
    await screen.findByRole('region', { name: 'Food cart' });

    expect(within(line('Chole Bhature')).getByText('Shop closed')).toBeTruthy();
    expect(within(line('Basmati Rice 1kg')).getByText('Out of stock')).toBeTruthy();
    for (const name of ['Food cart', 'Grocery cart'] as const) {
      expect(within(section(name)).getByText('Some items are from closed shops. Remove them before checkout.')).toBeTruthy();
      expect(within(section(name)).queryByRole('button', { name: 'Checkout' })).toBeNull();
    }

    fireEvent.click(within(section('Food cart')).getByRole('button', { name: 'Remove Unavailable Items' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove unavailable items?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Chole Bhature' })).toBeNull());
    expect(api.calls).toEqual([{ action: 'removeFromCart', productId: closedShopDish.product._id, cartKey: 'foodCart' }]);
    await waitFor(() => expect(within(section('Food cart')).getByRole('button', { name: 'Checkout' })).toBeTruthy());
    expect(within(section('Food cart')).queryByText(/Some items are from closed shops/)).toBeNull();
    // The grocery cart is not touched.
    expect(line('Basmati Rice 1kg')).toBeTruthy();
  });

  it('removes nothing when the confirmation is cancelled', async () => {
    const api = mockCartApi({ carts: { groceryCart: [soldOut] } });
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Unavailable Items' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove unavailable items?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls).toEqual([]);
    expect(line('Basmati Rice 1kg')).toBeTruthy();
  });

  it("offers 'Schedule for later' beside 'Remove Unavailable Items' on a closed shop's cart; a chosen slot goes on to checkout for then", async () => {
    const slot = '2030-01-01T14:00:00.000Z';
    const asked: string[] = [];
    mockCartApi({
      carts: { foodCart: [closedShopDish] },
      other: (url) => {
        if (!url.startsWith('/api/order/schedule-slots')) return undefined;
        asked.push(url);
        return { body: { success: true, slots: [slot, '2030-01-01T14:30:00.000Z'] } };
      },
    });
    const { router } = renderCart();
    await screen.findByRole('region', { name: 'Food cart' });
    const food = section('Food cart');
    expect(within(food).getByRole('button', { name: 'Remove Unavailable Items' })).toBeTruthy();
    fireEvent.click(within(food).getByRole('button', { name: 'Schedule for later' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule your food cart' });
    expect(asked).toEqual(['/api/order/schedule-slots?cartKey=foodCart']);
    const continueButton = within(dialog).getByRole('button', { name: 'Continue to checkout' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    // 14:00 UTC is 7:30 pm in Kolkata.
    fireEvent.click(await within(dialog).findByLabelText('7:30 pm'));
    fireEvent.click(continueButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toMatchObject({ cartKey: 'foodCart', cartItems: [closedShopDish], scheduledFor: slot });
  });

  it("says so when the cart's shops have no time left today or tomorrow", async () => {
    mockCartApi({
      carts: { foodCart: [dosa] },
      other: (url) => (url.startsWith('/api/order/schedule-slots') ? { body: { success: true, slots: [] } } : undefined),
    });
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule for later' }));
    expect(await screen.findByText('No times are left today or tomorrow within the opening hours of every shop in this cart.')).toBeTruthy();
  });

  it("rolls a failed quantity change back with 'Failed to update quantity. Please try again.'", async () => {
    const pending = deferred<Reply>();
    mockCartApi({ carts: { foodCart: [dosa] }, answer: () => pending.promise });
    renderCart();
    const group = await screen.findByRole('group', { name: 'Quantity of Masala Dosa' });

    fireEvent.click(within(group).getByRole('button', { name: 'Increase quantity of Masala Dosa' }));
    expect(await within(group).findByText('3')).toBeTruthy();
    expect(within(section('Food cart')).getByText('3 items')).toBeTruthy();
    await act(async () => pending.resolve(failure('You can add at most 20 of one product.')));

    expect(await screen.findByText('Failed to update quantity. Please try again.')).toBeTruthy();
    expect(within(group).getByText('2')).toBeTruthy();
    expect(within(section('Food cart')).getByText('2 items')).toBeTruthy();
  });

  it("puts a line back with 'Failed to remove product. Please try again.' when its removal fails", async () => {
    const pending = deferred<Reply>();
    const api = mockCartApi({ carts: { foodCart: [lassi, dosa] }, answer: () => pending.promise });
    renderCart();
    const group = await screen.findByRole('group', { name: 'Quantity of Sweet Lassi' });

    fireEvent.click(within(group).getByRole('button', { name: 'Decrease quantity of Sweet Lassi' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sweet Lassi' })).toBeNull());
    await act(async () => pending.resolve(failure('Not now.')));

    expect(await screen.findByText('Failed to remove product. Please try again.')).toBeTruthy();
    // Back in its place, first.
    const names = within(section('Food cart')).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Sweet Lassi', 'Masala Dosa']);
    expect(api.calls).toEqual([{ action: 'removeFromCart', productId: lassi.product._id, cartKey: 'foodCart' }]);
  });

  it('asks a visitor to log in', () => {
    mockCartApi();
    renderWithApp(<CartView />, { route: '/cart' });
    expect(screen.getByRole('heading', { name: 'Please login first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
