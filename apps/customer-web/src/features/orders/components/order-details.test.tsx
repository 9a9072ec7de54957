import { ORDER_REFETCH_INTERVAL_MS } from '@nukkad/api-client';
import type { Order } from '@nukkad/contracts';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { customer, makeItem, makeOrder } from '../testing/make-order';
import { OrderDetails } from './order-details';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const detailsCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/order/getOrderDetails/')).length;

function serve(order: Order, extra?: (url: string, init: RequestInit | undefined) => { status?: number; body: unknown } | undefined) {
  return mockApi((url, init) => {
    if (url === `/api/order/getOrderDetails/${order._id}`) return { body: { success: true, order } };
    return extra?.(url, init);
  });
}

const renderOrder = (order: Order) => renderWithApp(<OrderDetails orderId={order._id} />, { route: `/order/${order._id}`, path: '/order/:orderId', user: customer });

describe('OrderDetails', () => {
  it('shows an order for later as “Scheduled for …” with its cancel until it is released, and not after', async () => {
    // 14:00 UTC is 7:30 pm in Kolkata; a day far off is named by its weekday.
    const scheduled = makeOrder({ scheduledFor: '2030-01-01T14:00:00.000Z', releasedAt: null });
    serve(scheduled);
    renderOrder(scheduled);
    expect(await screen.findByText('Scheduled for Tue 7:30 pm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    cleanup();
    const released = makeOrder({ scheduledFor: '2030-01-01T14:00:00.000Z', releasedAt: '2030-01-01T13:40:00.000Z' });
    serve(released);
    renderOrder(released);
    expect(await screen.findByRole('heading', { name: `Order #${released.id}` })).toBeTruthy();
    expect(screen.queryByText(/^Scheduled for/)).toBeNull();
  });

  it('shows each line as quantity × unit price, strikes a cancelled line through and leaves it unpriced', async () => {
    const order = makeOrder({
      items: [
        makeItem({ product: { name: 'Dal Makhani', price: 180 }, quantity: 2, status: 'Preparing' }),
        makeItem({ product: { name: 'Garlic Naan', price: 45 }, quantity: 3, status: 'Cancelled' }),
      ],
      deliveryStatus: 'Preparing',
      amount: 360,
      discount: 0,
      couponCode: null,
      deliveryCharge: 25,
      taxes: 18,
      convenienceFees: 0,
      totalAmount: 403,
    });
    serve(order);
    renderOrder(order);

    expect(await screen.findByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeTruthy();
    const [live, cancelled] = screen.getAllByTestId('order-line');
    expect(within(live!).getByText('Dal Makhani').closest('s')).toBeNull();
    expect(live!.textContent).toContain('2 × ₹180.00');
    expect(live!.textContent).toContain('₹360.00');
    expect(within(live!).getByText('Preparing').className).toContain('status-badge');

    expect(within(cancelled!).getByText('Garlic Naan').closest('s')).not.toBeNull();
    expect(within(cancelled!).getByText('Cancelled').className).toContain('status-badge');
    expect(cancelled!.textContent).not.toContain('₹');

    const bill = screen.getByRole('region', { name: 'Bill details' });
    expect(within(bill).getByText('Delivery charge').nextElementSibling?.textContent).toBe('₹25.00');
    expect(within(bill).getByText('Taxes (GST)').nextElementSibling?.textContent).toBe('₹18.00');
    expect(within(bill).getByText('Convenience fees')).toBeTruthy();
    expect(within(bill).queryByText('Service charge')).toBeNull();
    expect(within(bill).getByText('Total').nextElementSibling?.textContent).toBe('₹403.00');
    expect(within(bill).getByText('Cash on Delivery')).toBeTruthy();
    expect(within(bill).getByText('Unpaid')).toBeTruthy();

    const address = screen.getByRole('region', { name: 'Shipping address' });
    for (const part of ['Asha Verma', '9876543210', '14 Lodhi Road', 'Lodhi Colony', 'Landmark: Near the post office']) {
      expect(within(address).getByText(part)).toBeTruthy();
    }
  });

  it('draws each line’s uploaded picture at its card size', async () => {
    const order = makeOrder({
      items: [makeItem({ product: { name: 'Dal Makhani', image: '/uploads/2026/01/ab12.webp' } }), makeItem({ product: { name: 'Garlic Naan', image: '/demo-images/naan.svg' } })],
    });
    serve(order);
    renderOrder(order);

    const [dal, naan] = await screen.findAllByTestId('order-line');
    expect(dal!.querySelector('img')?.getAttribute('src')).toBe('/uploads/2026/01/ab12-card.webp');
    expect(naan!.querySelector('img')?.getAttribute('src')).toBe('/demo-images/naan.svg');
  });

  it('shows the service charge of a grocery order and the delivery partner once assigned', async () => {
    const order = makeOrder({ orderType: 'Grocery', serviceCharge: 15, deliveryBoy: { _id: makeOrder()._id, name: 'Ravi Kumar' } });
    serve(order);
    renderOrder(order);

    const bill = await screen.findByRole('region', { name: 'Bill details' });
    expect(within(bill).getByText('Service charge').nextElementSibling?.textContent).toBe('₹15.00');
    expect(within(bill).queryByText('Taxes (GST)')).toBeNull();
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
  });

  it('offers neither invoice nor review before delivery', async () => {
    const order = makeOrder({ deliveryStatus: 'Out For Delivery' });
    serve(order);
    renderOrder(order);

    expect(await screen.findByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Invoice' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Rate this order' })).toBeNull();
  });

  it('links a Delivered order to its invoice in a new tab, then takes a review and turns read-only', async () => {
    const order = makeOrder({ deliveryStatus: 'Delivered', items: [makeItem({ status: 'Delivered' })] });
    let reviewed: Order | null = null;
    const fetch = mockApi((url, init) => {
      if (url === `/api/order/getOrderDetails/${order._id}`) return { body: { success: true, order: reviewed ?? order } };
      if (url === '/api/order/submit-review') {
        const body = sentBody(init) as { ratings: Pick<Order, 'deliveryRatings' | 'appRatings' | 'overallRatings'>; reviewText: string };
        reviewed = { ...order, ...body.ratings, hasReviewed: true, review: body.reviewText };
        return { body: { success: true, message: 'Review submitted' } };
      }
      return undefined;
    });
    renderOrder(order);

    const invoice = await screen.findByRole('link', { name: 'Invoice' });
    expect(invoice.getAttribute('href')).toBe(`/api/order/download-invoice/${order._id}`);
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(invoice.getAttribute('rel')).toContain('noopener');

    // Nothing is sent until the three ratings are given.
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ratings are 1 to 5 stars');
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/order/submit-review')).toBe(false);

    fireEvent.click(within(screen.getByRole('group', { name: 'Delivery' })).getByRole('radio', { name: '4 stars' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'App' })).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Overall' })).getByRole('radio', { name: '3 stars' }));
    const text = screen.getByLabelText('Your review');
    fireEvent.change(text, { target: { value: 'Hot and on time' } });
    expect(screen.getByText('15/1000')).toBeTruthy();
    expect(text.getAttribute('maxlength')).toBe('1000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    expect((await screen.findAllByText('Thank you for your review!')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeTruthy();
    const call = fetch.mock.calls.find(([input]) => String(input) === '/api/order/submit-review');
    expect(sentBody(call?.[1])).toEqual({
      orderId: order._id,
      ratings: { deliveryRatings: 4, appRatings: 5, overallRatings: 3 },
      reviewText: 'Hot and on time',
    });
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Delivery: 4 of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Hot and on time')).toBeTruthy();
  });

  it('shows a review already given read-only with thanks', async () => {
    const order = makeOrder({ deliveryStatus: 'Delivered', hasReviewed: true, deliveryRatings: 5, appRatings: 4, overallRatings: 5, review: 'Lovely' });
    serve(order);
    renderOrder(order);

    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'App: 4 of 5 stars' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('lets the stars be chosen with the keyboard', async () => {
    const order = makeOrder({ deliveryStatus: 'Delivered' });
    serve(order);
    renderOrder(order);

    const group = await screen.findByRole('group', { name: 'Overall' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    // Native radios of one name: the browser moves between them with the arrow keys.
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(radios.every((radio) => radio.tagName === 'INPUT')).toBe(true);
  });

  it('says "Order not found!" for a 404 and "Failed to fetch order details" with Retry otherwise', async () => {
    const order = makeOrder();
    let status = 404;
    mockApi((url) => (url.startsWith('/api/order/getOrderDetails/') ? { status, body: { success: false, message: 'Order not found' } } : undefined));
    renderOrder(order);
    expect((await screen.findByRole('alert')).textContent).toContain('Order not found!');
    cleanup();

    status = 500;
    renderOrder(order);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch order details');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reads the order again every 30 s and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = makeOrder();
    const fetch = serve(order);
    renderOrder(order);
    expect(await screen.findByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeTruthy();
    expect(detailsCalls(fetch)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(ORDER_REFETCH_INTERVAL_MS - 1000));
    expect(detailsCalls(fetch)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(detailsCalls(fetch)).toBe(2);

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.waitFor(() => expect(detailsCalls(fetch)).toBe(3));
    focusManager.setFocused(undefined);
    expect(ORDER_REFETCH_INTERVAL_MS).toBe(30_000);
  });
});
