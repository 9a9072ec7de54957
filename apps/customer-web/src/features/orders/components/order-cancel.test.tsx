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

const STARTED = 'This order can no longer be cancelled: the shop has already started preparing it.';

/** Serves the order, and the cancel with `cancelReply`; after a successful cancel the order reads back Cancelled. */
function serve(order: Order, cancelReply: { status?: number; body: unknown }) {
  let current = order;
  return mockApi((url) => {
    if (url === `/api/order/getOrderDetails/${order._id}`) return { body: { success: true, order: current } };
    if (url === '/api/order/cancel') {
      if ((cancelReply.status ?? 200) === 200) {
        current = { ...order, deliveryStatus: 'Cancelled', items: order.items.map((item) => ({ ...item, status: 'Cancelled' as const })) };
      }
      return cancelReply;
    }
    return undefined;
  });
}

const renderOrder = (order: Order) => renderWithApp(<OrderDetails orderId={order._id} />, { route: `/order/${order._id}`, path: '/order/:orderId', user: customer });
const cancelCalls = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.filter(([input]) => String(input) === '/api/order/cancel');

describe('cancelling an order before the shop starts', () => {
  it('asks first; "No, keep it" sends nothing', async () => {
    const order = makeOrder({ items: [makeItem({ status: 'Processing' })] });
    const fetch = serve(order, { body: { success: true, message: 'Your order has been cancelled.', refunded: false } });
    renderOrder(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel order #${order.id}?` });
    expect(dialog.textContent).toContain('Nothing has been charged for this order.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancelCalls(fetch)).toHaveLength(0);
  });

  it('on "Yes, cancel order" sends the order id once, says so, and the page shows it Cancelled', async () => {
    const order = makeOrder({ paymentMethod: 'Online', paymentStatus: 'Paid', items: [makeItem({ status: 'Processing' }), makeItem({ status: 'Processing' })] });
    const fetch = serve(order, { body: { success: true, message: 'Your order has been cancelled. What you paid is being refunded to you.', refunded: true } });
    renderOrder(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('What you paid online will be refunded to you in full.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Your order has been cancelled. What you paid is being refunded to you.')).toBeTruthy();
    expect(cancelCalls(fetch)).toHaveLength(1);
    expect(sentBody(cancelCalls(fetch)[0]![1])).toEqual({ orderId: order._id });
    // Read again: Cancelled, and no cancel offered any more.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(screen.queryByTestId('cannot-cancel')).toBeNull();
  });

  it('explains why once a shop has started, with no button', async () => {
    const order = makeOrder({ deliveryStatus: 'Processing', items: [makeItem({ status: 'Preparing' }), makeItem({ status: 'Processing' })] });
    serve(order, { body: {} });
    renderOrder(order);
    expect((await screen.findByTestId('cannot-cancel')).textContent).toBe(STARTED);
    expect(screen.getByRole('heading', { name: 'Why can’t I cancel?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows the server’s reason when the shop started meanwhile (409)', async () => {
    const order = makeOrder({ items: [makeItem({ status: 'Processing' })] });
    serve(order, { status: 409, body: { success: false, message: STARTED } });
    renderOrder(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }));
    expect((await screen.findByTestId('cannot-cancel')).textContent).toBe(STARTED);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers nothing on a delivered order', async () => {
    const order = makeOrder({ deliveryStatus: 'Delivered', items: [makeItem({ status: 'Delivered' })] });
    serve(order, { body: {} });
    renderOrder(order);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByTestId('cannot-cancel')).toBeNull();
  });
});
