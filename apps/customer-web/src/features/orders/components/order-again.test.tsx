import type { Order } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { customer, makeItem, makeOrder } from '../testing/make-order';
import { OrderDetails } from './order-details';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function serve(order: Order, reply: { status?: number; body: unknown }) {
  return mockApi((url) => {
    if (url === `/api/order/getOrderDetails/${order._id}`) return { body: { success: true, order } };
    if (url === '/api/cart/order-again') return reply;
    if (url === '/api/cart/getCart') return { body: { success: true, foodCart: [], groceryCart: [] } };
    return undefined;
  });
}
const renderOrder = (order: Order) => renderWithApp(<OrderDetails orderId={order._id} />, { route: `/order/${order._id}`, path: '/order/:orderId', user: customer });
const againCalls = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.filter(([input]) => String(input) === '/api/cart/order-again');

describe('order again', () => {
  const delivered = () =>
    makeOrder({ deliveryStatus: 'Delivered', paymentStatus: 'Paid', items: [makeItem({ status: 'Delivered' }), makeItem({ status: 'Delivered', product: { name: 'Butter Chicken' } })] });

  it('puts the items back with one call, says what went in, names what did not and why, and links to the cart', async () => {
    const order = delivered();
    const fetch = serve(order, {
      body: {
        success: true,
        message: '1 product added to your cart.',
        added: [{ productId: order.items[0]!.product._id, name: 'Paneer Tikka', cartKey: 'foodCart', quantity: 1 }],
        notAdded: [{ productId: order.items[1]!.product._id, name: 'Butter Chicken', reason: 'out_of_stock', message: 'Butter Chicken is out of stock.' }],
      },
    });
    renderOrder(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Add items to cart' }));
    const result = await screen.findByTestId('order-again-result');
    expect(within(result).getByText('1 product added to your cart.')).toBeTruthy();
    expect(within(result).getByRole('heading', { name: 'Could not be added' })).toBeTruthy();
    expect(within(result).getByRole('listitem').textContent).toBe('Butter Chicken is out of stock.');
    expect(within(result).getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
    expect(againCalls(fetch)).toHaveLength(1);
    expect(sentBody(againCalls(fetch)[0]![1])).toEqual({ orderId: order._id });
  });

  it('with nothing added, says so and offers no cart link', async () => {
    const order = delivered();
    serve(order, {
      body: {
        success: true,
        message: 'Nothing could be added to your cart.',
        added: [],
        notAdded: order.items.map((item) => ({ productId: item.product._id, name: item.product.name, reason: 'shop_closed', message: `${item.product.name} could not be added: Punjab Da Dhaba is closed right now.` })),
      },
    });
    renderOrder(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Add items to cart' }));
    const result = await screen.findByTestId('order-again-result');
    expect(within(result).getByText('Nothing could be added to your cart.')).toBeTruthy();
    expect(within(result).getAllByRole('listitem')).toHaveLength(2);
    expect(within(result).queryByRole('link', { name: 'Go to cart' })).toBeNull();
  });

  it('shows a failure in plain words and lets the customer try again', async () => {
    const order = delivered();
    serve(order, { status: 500, body: { success: false, message: 'Something went wrong. Please try again.' } });
    renderOrder(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Add items to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Add items to cart' })).toBeTruthy();
  });

  it('is not offered while the order is in progress', async () => {
    const order = makeOrder({ deliveryStatus: 'Preparing', items: [makeItem({ status: 'Preparing' })] });
    serve(order, { body: {} });
    renderOrder(order);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Add items to cart' })).toBeNull();
  });
});
