import { cartKeys } from '@nukkad/api-client';
import type { GetCartReply } from '@nukkad/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, deferred, makeCartItem, mockCartApi } from '../testing/cart-api';
import { makeProduct, renderWithApp } from '../testing/test-utils';
import { ProductCard } from './product-card';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Reply = { status?: number; body: unknown };
const DISH = makeProduct({ _id: '33333333-3333-4333-8333-333333333333', name: 'Paneer Tikka', shopType: 'Restaurant' });
const failure = (status: number, message: string): Reply => ({ status, body: { success: false, message } });

const card = () => screen.getByRole('article', { name: 'Paneer Tikka' });
const quantity = () => within(card()).getByRole('group', { name: 'Quantity of Paneer Tikka' });
const plus = () => within(card()).getByRole('button', { name: 'Increase quantity of Paneer Tikka' }) as HTMLButtonElement;
const minus = () => within(card()).getByRole('button', { name: 'Decrease quantity of Paneer Tikka' }) as HTMLButtonElement;
const addButton = () => within(card()).getByRole('button', { name: 'Add Paneer Tikka to cart' }) as HTMLButtonElement;
const cartOf = (queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) => queryClient.getQueryData(cartKeys.cart) as GetCartReply;

function renderCard(product = DISH) {
  return renderWithApp(<ProductCard product={product} />, { user: CUSTOMER });
}

describe('CartControl on a product card', () => {
  it("warns 'Please login first' and calls nothing when a visitor presses Add", async () => {
    const api = mockCartApi();
    renderWithApp(<ProductCard product={DISH} />);

    fireEvent.click(addButton());
    expect(await screen.findByText('Please login first')).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/cart'))).toBe(false);
  });

  it('adds to the food cart at once, locks the card until the server answers, then says so', async () => {
    const pending = deferred<Reply>();
    const api = mockCartApi({ answer: (call) => (call.action === 'addToCart' ? pending.promise : undefined) });
    const { queryClient } = renderCard();
    await waitFor(() => expect(cartOf(queryClient)).toBeDefined());

    fireEvent.click(addButton());
    // Shown before the server has answered, and locked while it has not.
    expect(within(await screen.findByRole('group', { name: 'Quantity of Paneer Tikka' })).getByText('1')).toBeTruthy();
    expect(quantity().getAttribute('aria-busy')).toBe('true');
    expect(plus().disabled).toBe(true);
    expect(minus().disabled).toBe(true);
    expect(api.calls).toEqual([{ action: 'addToCart', productId: DISH._id, cartKey: 'foodCart' }]);

    await act(async () => pending.resolve({ body: { success: true, message: 'Product added to cart!' } }));
    expect(await screen.findByText('Product added to cart!')).toBeTruthy();
    await waitFor(() => expect(plus().disabled).toBe(false));
    expect(quantity().getAttribute('aria-busy')).toBeNull();
  });

  it('puts a grocery product in the grocery cart', async () => {
    const api = mockCartApi();
    const rice = makeProduct({ _id: '44444444-4444-4444-8444-444444444444', name: 'Paneer Tikka', shopType: 'Grocery', categories: ['Rice'] });
    renderCard(rice);
    fireEvent.click(addButton());
    await waitFor(() => expect(api.calls).toEqual([{ action: 'addToCart', productId: rice._id, cartKey: 'groceryCart' }]));
  });

  it("rolls a failed add back and shows the server's message", async () => {
    mockCartApi({ answer: () => failure(409, 'This shop is closed right now.') });
    const { queryClient } = renderCard();
    await waitFor(() => expect(cartOf(queryClient)).toBeDefined());

    fireEvent.click(addButton());
    expect(await screen.findByText('This shop is closed right now.')).toBeTruthy();
    expect(addButton().disabled).toBe(false);
    expect(cartOf(queryClient).foodCart).toEqual([]);
  });

  it("says 'Something went wrong.' when an add fails without a server message", async () => {
    mockCartApi({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderCard();
    fireEvent.click(addButton());
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(addButton()).toBeTruthy();
  });

  it('raises the quantity with plus and lowers it with minus', async () => {
    const api = mockCartApi({ carts: { foodCart: [makeCartItem({ _id: DISH._id }, 2)] } });
    renderCard();
    expect(await within(await screen.findByRole('group')).findByText('2')).toBeTruthy();

    fireEvent.click(plus());
    expect(await within(quantity()).findByText('3')).toBeTruthy();
    await waitFor(() => expect(plus().disabled).toBe(false));
    expect(api.carts.foodCart[0]?.quantity).toBe(3);
    fireEvent.click(minus());
    expect(await within(quantity()).findByText('2')).toBeTruthy();
    await waitFor(() => expect(api.carts.foodCart[0]?.quantity).toBe(2));
    expect(api.calls.map((c) => c.action)).toEqual(['incrementQty', 'decrementQty']);
  });

  it("rolls a failed quantity change back with 'Could not update quantity'", async () => {
    const pending = deferred<Reply>();
    let answer: Reply | Promise<Reply> = pending.promise;
    mockCartApi({ carts: { foodCart: [makeCartItem({ _id: DISH._id }, 2)] }, answer: () => answer });
    const { queryClient } = renderCard();
    await screen.findByRole('group', { name: 'Quantity of Paneer Tikka' });

    fireEvent.click(plus());
    expect(await within(quantity()).findByText('3')).toBeTruthy();
    await act(async () => pending.resolve(failure(409, 'You can add at most 20 of one product.')));
    expect(await screen.findByText('Could not update quantity')).toBeTruthy();
    expect(within(quantity()).getByText('2')).toBeTruthy();
    expect(cartOf(queryClient).foodCart[0]?.quantity).toBe(2);

    answer = failure(500, 'Something went wrong on our side.');
    await waitFor(() => expect(minus().disabled).toBe(false));
    fireEvent.click(minus());
    await waitFor(() => expect(screen.getAllByText('Could not update quantity')).toHaveLength(2));
    expect(within(quantity()).getByText('2')).toBeTruthy();
  });

  it('removes the product through the remove call when minus is pressed at 1', async () => {
    const api = mockCartApi({ carts: { foodCart: [makeCartItem({ _id: DISH._id }, 1)] } });
    renderCard();
    await screen.findByRole('group', { name: 'Quantity of Paneer Tikka' });

    fireEvent.click(minus());
    expect(await within(card()).findByRole('button', { name: 'Add Paneer Tikka to cart' })).toBeTruthy();
    expect(await screen.findByText('Product removed from cart!')).toBeTruthy();
    expect(api.calls).toEqual([{ action: 'removeFromCart', productId: DISH._id, cartKey: 'foodCart' }]);
  });

  it('puts a product back when its removal fails', async () => {
    mockCartApi({ carts: { foodCart: [makeCartItem({ _id: DISH._id }, 1)] }, answer: () => failure(500, 'Something went wrong on our side.') });
    renderCard();
    await screen.findByRole('group', { name: 'Quantity of Paneer Tikka' });

    fireEvent.click(minus());
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(within(quantity()).getByText('1')).toBeTruthy();
  });

  it.each([
    ['a closed shop', { shopIsOpen: false }, 'Shop closed'],
    ['an out-of-stock product', { inStock: false }, 'Out of Stock'],
  ] as const)('offers no Add for %s, even to a signed-in customer', async (_name, overrides, text) => {
    mockCartApi();
    renderCard(makeProduct({ ...DISH, ...overrides }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(within(card()).queryByRole('button')).toBeNull();
  });
});
