import type { SellerOrderProduct } from '@nukkad/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, mockApi, sentBody, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';

const ORDER_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const GET_URL = `/api/order/getorder/${ORDER_ID}`;
const CONFIRM_URL = `/api/order/confirm-order/${ORDER_ID}`;

const product = (n: number, overrides: Partial<SellerOrderProduct> = {}): SellerOrderProduct => ({
  _id: `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`,
  productName: `Product ${n}`,
  image: null,
  price: 100,
  quantity: 1,
  status: 'Processing',
  ...overrides,
});
const atta = product(1, { productName: 'Aashirvaad Atta 5 kg', price: 245.5, quantity: 2 });
const dal = product(2, { productName: 'Toor Dal 1 kg', price: 160, quantity: 1 });
const ghee = product(3, { productName: 'Amul Ghee 1 L', price: 610, quantity: 1, status: 'Preparing' });
const orderReply = (products: SellerOrderProduct[] = [atta, dal, ghee], paymentMethod: 'COD' | 'Online' = 'COD') => ({
  success: true,
  orderId: ORDER_ID,
  id: 'K7QX2M',
  createdAt: '2025-03-05T14:12:00.000Z',
  paymentMethod,
  products,
});

/** The order from GET, and `confirm` answering the PUT. */
function mockOrder(confirm: (init: RequestInit | undefined) => MockReply | Promise<MockReply>, reply = orderReply()) {
  return mockApi((url, init) => {
    if (url === GET_URL) return { body: reply };
    if (url === CONFIRM_URL && init?.method === 'PUT') return confirm(init);
    if (url === '/api/auth/getSellerDetails') return { status: 503, body: { success: false, message: 'Not in this test' } };
    return undefined;
  });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Order' });
const totalText = () => document.querySelector('.confirm-order__total')?.textContent;

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('nukkad.seller.session', '1');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('order confirmation', () => {
  it('shows the order id and a checkbox for each Processing item only, with quantity, status and value', async () => {
    mockOrder(() => ({ body: { success: true, message: 'Order Confirmed!' } }));
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm order' })).toBeTruthy();
    expect(screen.getByText('K7QX2M')).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? 'Select All')).toEqual([
      'Select All',
      'Aashirvaad Atta 5 kg',
      'Toor Dal 1 kg',
    ]);
    const gheeRow = screen.getByText('Amul Ghee 1 L').closest('li')!;
    expect(within(gheeRow).queryByRole('checkbox')).toBeNull();
    expect(within(gheeRow).getByText('Preparing')).toBeTruthy();
    const attaRow = screen.getByText('Aashirvaad Atta 5 kg').closest('li')!;
    expect(attaRow.textContent).toContain('Qty 2 × ₹245.50');
    expect(within(attaRow).getByText('₹491.00')).toBeTruthy();
    expect(within(attaRow).getByText('Processing')).toBeTruthy();
    expect(totalText()).toBe('Total value (0 of 2 selected)₹0.00');
  });

  it('an order for later released to the shop says the slot it is for', async () => {
    // 14:00 UTC is 7:30 pm in Kolkata; a day far off is named by its weekday.
    mockOrder(() => ({ body: { success: true, message: 'Order Confirmed!' } }), { ...orderReply(), scheduledFor: '2030-01-01T14:00:00.000Z' } as ReturnType<typeof orderReply>);
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    expect(await screen.findByText('Tue 7:30 pm')).toBeTruthy();
    expect(screen.getByText(/Ordered for/).textContent).toBe('Ordered for Tue 7:30 pm');
  });

  it('Select All selects every Processing item and the total follows; again clears them', async () => {
    mockOrder(() => ({ body: { success: true, message: 'Order Confirmed!' } }));
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    const selectAll = await screen.findByRole('checkbox', { name: 'Select All' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Toor Dal 1 kg' }));
    expect(totalText()).toBe('Total value (1 of 2 selected)₹160.00');
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);

    fireEvent.click(selectAll);
    expect((screen.getByRole('checkbox', { name: 'Aashirvaad Atta 5 kg' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Toor Dal 1 kg' }) as HTMLInputElement).checked).toBe(true);
    expect((selectAll as HTMLInputElement).checked).toBe(true);
    expect((selectAll as HTMLInputElement).indeterminate).toBe(false);
    expect(totalText()).toBe('Total value (2 of 2 selected)₹651.00');

    fireEvent.click(selectAll);
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(totalText()).toBe('Total value (0 of 2 selected)₹0.00');
  });

  it('with everything selected, confirms at once, says Order Confirmed! and goes to /seller after 2 s', async () => {
    const fetchSpy = mockOrder(() => ({ body: { success: true, message: 'Order Confirmed!' } }));
    const { router } = renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select All' }));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(confirmButton());
    // Lets the reply and the renders through without moving the clock.
    for (let turn = 0; turn < 10 && !screen.queryByText('Order Confirmed!'); turn += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Order Confirmed!')).toBeTruthy();
    expect(callsTo(fetchSpy, CONFIRM_URL).map(([, init]) => sentBody(init))).toEqual([{ selectedProducts: [atta._id, dal._id] }]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_900);
    });
    expect(router.state.location.pathname).toBe('/seller-confirm');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(router.state.location.pathname).toBe('/seller');
  });

  it('says plainly that unselected items will be cancelled, and sends exactly the selected ids once agreed', async () => {
    const fetchSpy = mockOrder(() => ({ body: { success: true, message: 'Order Confirmed!' } }), orderReply([atta, dal, ghee], 'Online'));
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Toor Dal 1 kg' }));
    expect(screen.getByText('Unselected: 1 item will be cancelled and the customer refunded.')).toBeTruthy();
    expect(confirmButton().getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(confirmButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('1 item will be cancelled and the customer refunded.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchSpy, CONFIRM_URL)).toHaveLength(0);

    fireEvent.click(confirmButton());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, confirm' }));
    expect(await screen.findByText('Order Confirmed!')).toBeTruthy();
    expect(callsTo(fetchSpy, CONFIRM_URL).map(([, init]) => sentBody(init))).toEqual([{ selectedProducts: [dal._id] }]);
  });

  it('asks before cancelling every item of a cash order, and then sends an empty selection', async () => {
    const fetchSpy = mockOrder(() => ({ body: { success: true, message: 'Order Confirmed!' } }));
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    await screen.findByRole('checkbox', { name: 'Select All' });
    fireEvent.click(confirmButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel every item?' });
    expect(within(dialog).getByText('2 items will be cancelled.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, confirm' }));
    await waitFor(() => expect(callsTo(fetchSpy, CONFIRM_URL).map(([, init]) => sentBody(init))).toEqual([{ selectedProducts: [] }]));
  });

  it('is safe against a double tap: one call, the button busy until the answer', async () => {
    const answer = deferred<MockReply>();
    const fetchSpy = mockOrder(() => answer.promise);
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select All' }));

    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    await waitFor(() => expect((confirmButton() as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(confirmButton());
    answer.resolve({ body: { success: true, message: 'Order Confirmed!' } });
    expect(await screen.findByText('Order Confirmed!')).toBeTruthy();
    expect(callsTo(fetchSpy, CONFIRM_URL)).toHaveLength(1);
    // Confirmed: it stays disabled until the page moves on.
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s message on a 409 and stays on the page', async () => {
    mockOrder(() => ({ status: 409, body: { success: false, message: 'These items were already confirmed.' } }));
    const { router } = renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select All' }));
    fireEvent.click(confirmButton());

    expect(await screen.findByText('These items were already confirmed.')).toBeTruthy();
    expect(screen.queryByText('Order Confirmed!')).toBeNull();
    await waitFor(() => expect((confirmButton() as HTMLButtonElement).disabled).toBe(false));
    expect(router.state.location.pathname).toBe('/seller-confirm');
  });

  it('says "Error confirming order. Please try again." when the server cannot be reached', async () => {
    mockApi((url, init) => {
      if (url === GET_URL) return { body: orderReply() };
      if (url === CONFIRM_URL && init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return { status: 503, body: { success: false, message: 'Not in this test' } };
    });
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select All' }));
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Error confirming order. Please try again.')).toBeTruthy();
  });

  it('shows a plain not-found page for a missing or malformed orderId, without calling the API', async () => {
    const fetchSpy = mockApi(() => undefined);
    renderApp('/seller-confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/seller/my-orders');
    cleanup();
    renderApp('/seller-confirm?orderId=not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found.' })).toBeTruthy();
    expect(callsTo(fetchSpy, '/api/order')).toHaveLength(0);
  });

  it('shows the not-found page when the order has none of the seller’s items (404)', async () => {
    mockApi((url) => (url === GET_URL ? { status: 404, body: { success: false, message: 'Order not found' } } : undefined));
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found.' })).toBeTruthy();
  });

  it('has nothing to confirm when none of the seller’s items is still Processing', async () => {
    mockOrder(() => ({ body: { success: true, message: 'Order Confirmed!' } }), orderReply([ghee]));
    renderApp(`/seller-confirm?orderId=${ORDER_ID}`);
    expect(await screen.findByText('Nothing left to confirm: every item of yours in this order has been handled.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
