import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { ORDER_ID, detailItem, orderDetails } from '../testing/fixtures';

const DETAILS_URL = `/api/order/getOrderDetails/${ORDER_ID}`;

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('nukkad.seller.session', '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('order details, as the seller sees them', () => {
  it('shows the order, the seller’s lines with statuses and total, payment and the address without the phone', async () => {
    const order = orderDetails({
      paymentMethod: 'Online',
      paymentStatus: 'Paid',
      deliveryStatus: 'Preparing',
      items: [
        detailItem(1, { product: { name: 'Aashirvaad Atta 5 kg', price: 245.5 }, quantity: 2, status: 'Preparing' }),
        detailItem(2, { product: { name: 'Toor Dal 1 kg', price: 160 }, status: 'Cancelled' }),
      ],
    });
    mockApi((url) => (url === DETAILS_URL ? { body: { success: true, order } } : undefined));
    renderApp(`/getOrderDetails/${ORDER_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7QX2M' })).toBeTruthy();
    expect(screen.getByText(/Placed on 5 Mar 2025, 7:42\s?pm/i)).toBeTruthy();
    const items = screen.getByRole('heading', { name: 'Your items' }).closest('section')!;
    const lines = within(items).getAllByRole('listitem');
    expect(within(lines[0]!).getByText('Preparing')).toBeTruthy();
    expect(within(lines[0]!).getByText('₹491.00')).toBeTruthy();
    expect(within(lines[1]!).getByText('Cancelled')).toBeTruthy();
    expect(within(lines[1]!).getByText('Not charged')).toBeTruthy();
    expect(items.textContent).toContain('Your total₹491.00');

    const payment = screen.getByRole('heading', { name: 'Payment' }).closest('section')!;
    expect(payment.textContent).toContain('MethodOnline');
    expect(within(payment).getByText('Paid')).toBeTruthy();
    const address = screen.getByRole('heading', { name: 'Deliver to' }).closest('section')!;
    expect(address.textContent).toContain('Asha Verma');
    expect(address.textContent).toContain('12 MG Road');
    expect(address.textContent).toContain('Indiranagar');
    expect(address.textContent).toContain('Landmark: Near the temple');
    expect(document.body.textContent).not.toContain('9876543210');
    // Nothing of the seller's waits for confirmation any more.
    expect(screen.queryByRole('link', { name: 'Confirm' })).toBeNull();
  });

  it('says when the customer used a coupon, and that the seller’s items still count at full price', async () => {
    const order = orderDetails({ items: [detailItem(1, { product: { name: 'Toor Dal 1 kg', price: 160 }, quantity: 2 })], discount: 50, couponCode: 'WELCOME50' });
    mockApi((url) => (url === DETAILS_URL ? { body: { success: true, order } } : undefined));
    renderApp(`/getOrderDetails/${ORDER_ID}`);
    const items = (await screen.findByRole('heading', { name: 'Your items' })).closest('section')!;
    expect(items.textContent).toContain('Your total₹320.00');
    expect(items.textContent).toContain('The customer used coupon WELCOME50 (₹50.00 off). Nukkad bears it: your items count at their full price.');
    cleanup();
    mockApi((url) => (url === DETAILS_URL ? { body: { success: true, order: { ...order, discount: 0, couponCode: null } } } : undefined));
    renderApp(`/getOrderDetails/${ORDER_ID}`);
    expect((await screen.findByRole('heading', { name: 'Your items' })).closest('section')!.textContent).not.toContain('coupon');
  });

  it('offers Confirm, to the confirmation screen, while an item of the seller’s is Processing', async () => {
    mockApi((url) => (url === DETAILS_URL ? { body: { success: true, order: orderDetails() } } : undefined));
    renderApp(`/getOrderDetails/${ORDER_ID}`);
    expect((await screen.findByRole('link', { name: 'Confirm' })).getAttribute('href')).toBe(`/seller-confirm?orderId=${ORDER_ID}`);
  });

  it('shows a plain not-found page for an order without the seller’s items, and for a malformed id', async () => {
    const fetchSpy = mockApi((url) => (url === DETAILS_URL ? { status: 404, body: { success: false, message: 'Order not found' } } : undefined));
    renderApp(`/getOrderDetails/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/seller/my-orders');
    cleanup();
    renderApp('/getOrderDetails/ABC123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found.' })).toBeTruthy();
    expect(callsTo(fetchSpy, '/api/order/getOrderDetails')).toHaveLength(1);
  });

  it('offers Retry when the order cannot be loaded', async () => {
    let fail = true;
    mockApi((url) => {
      if (url !== DETAILS_URL) return undefined;
      return fail ? { status: 503, body: { success: false, message: 'Something went wrong. Please try again later.' } } : { body: { success: true, order: orderDetails() } };
    });
    renderApp(`/getOrderDetails/${ORDER_ID}`);
    expect(await screen.findByText('Failed to load the order. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7QX2M' })).toBeTruthy();
  });
});
