import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrder, auditEntry, deliveryPartnerSummary, uuid } from '../../../testing/fixtures';
import { ADMIN, apiCalls, callsTo, mockApi, toasts, type ApiReply, type ApiRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const ORDER_URL = '/api/admin/getOrderById/K7M2QX';
const BOYS = [deliveryPartnerSummary(1, { name: 'Ramesh', isAvailable: true, activeOrders: 2 }), deliveryPartnerSummary(2, { name: 'Suresh', isAvailable: false, activeOrders: 0 })];

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/admin/me': { body: { success: true, admin: ADMIN } },
    [`GET ${ORDER_URL}`]: { body: { success: true, order: adminOrder() } },
    'GET /api/admin/getAllDeliveryBoys': { body: { success: true, deliveryBoys: BOYS } },
    ...overrides,
  };
}

const writes = (fetchMock: ReturnType<typeof mockApi>) => apiCalls(fetchMock).filter(([method]) => method !== 'GET');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('order lookup', () => {
  it('accepts only a 6-character id, with the spec’s alert otherwise', async () => {
    const fetchMock = mockApi(routes({ 'GET /api/admin/getOrderById/AB12CD': { body: { success: true, order: adminOrder({ id: 'AB12CD' }) } } }));
    const { router } = renderApp('/viewOrder/K7M2QX');
    await screen.findByRole('heading', { level: 1, name: 'Order #K7M2QX' });
    const box = screen.getByRole('textbox', { name: 'Order ID' });

    for (const typed of ['AB12C', 'AB12CDE', '   ']) {
      fireEvent.change(box, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Find order' }));
    }
    await waitFor(() => expect(toasts()).toHaveLength(3));
    expect(new Set(toasts())).toEqual(new Set(['Error: Please enter a valid 6-character Order ID.']));
    expect(router.state.location.pathname).toBe('/viewOrder/K7M2QX');

    fireEvent.change(box, { target: { value: ' ab12cd ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #AB12CD' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/viewOrder/AB12CD');
    expect(callsTo(fetchMock, '/api/admin/getOrderById/AB12CD')).toHaveLength(1);
  });

  it('does not ask the server for an id of the wrong length in the address', async () => {
    const fetchMock = mockApi(routes());
    renderApp('/viewOrder/K7M2');
    expect(await screen.findByRole('heading', { name: 'Please enter a valid 6-character Order ID.' })).toBeTruthy();
    expect(apiCalls(fetchMock).filter(([, url]) => url.includes('getOrderById'))).toHaveLength(0);
  });

  it('opens an order by its full id in the address, as a list linking by _id would, in any case', async () => {
    const fullId = uuid(2001);
    const fetchMock = mockApi(routes({ [`GET /api/admin/getOrderById/${fullId}`]: { body: { success: true, order: adminOrder() } } }));
    const { router } = renderApp(`/getOrderDetails/${fullId.toUpperCase()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7M2QX' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/viewOrder/${fullId.toUpperCase()}`);
    expect(callsTo(fetchMock, `/api/admin/getOrderById/${fullId}`)).toHaveLength(1);
    // The box is for the 6-character ID and keeps its rule: the full id is not put in it.
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Order ID' });
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: fullId } });
    fireEvent.click(screen.getByRole('button', { name: 'Find order' }));
    await waitFor(() => expect(toasts()).toEqual(['Error: Please enter a valid 6-character Order ID.']));
    expect(router.state.location.pathname).toBe(`/viewOrder/${fullId.toUpperCase()}`);
  });

  it('says when no order has the id', async () => {
    mockApi(routes({ [`GET ${ORDER_URL}`]: { status: 404, body: { success: false, message: 'Order not found' } } }));
    renderApp('/viewOrder/k7m2qx');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByText('No order has the ID K7M2QX. Check it and search again.')).toBeTruthy();
  });
});

describe('order detail', () => {
  it('shows status, payment status, total, refund, delivery boy, the products table and the history', async () => {
    mockApi(
      routes({
        [`GET ${ORDER_URL}`]: {
          body: {
            success: true,
            order: adminOrder({
              deliveryBoy: { _id: uuid(6001), name: 'Ramesh', phone: '9000000001' },
              refunded: 155,
              history: [
                auditEntry(2, { kind: 'assign_partner', actorRole: 'admin', actorName: 'Asha Verma', note: 'Ramesh' }),
                auditEntry(3, { kind: 'status', actorRole: 'seller', actorName: 'ravi', fromStatus: 'Processing', toStatus: 'Preparing', productName: 'Toor Dal 1 kg' }),
                auditEntry(1),
              ],
            }),
          },
        },
      }),
    );
    renderApp('/viewOrder/K7M2QX');
    await screen.findByRole('heading', { level: 1, name: 'Order #K7M2QX' });

    expect(fact('Status')).toBe('Processing');
    expect(fact('Payment status')).toBe('PaidOnline');
    expect(fact('Refunded')).toBe('₹155.00');
    expect(fact('Delivery boy')).toBe('Ramesh9000000001');
    expect(screen.getAllByText('Total', { selector: 'dt' }).map((dt) => dt.nextElementSibling!.textContent)).toEqual(['₹440.00', '₹440.00']);

    const table = screen.getByRole('table', { name: 'Products of order K7M2QX' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Name',
      'Quantity',
      'Price',
      'Shop name',
      'Status',
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Aashirvaad Atta 5 kg1₹245.00Ravi KiranaraviProcessing', 'Toor Dal 1 kg1₹155.00Ravi KiranaraviPreparing']);

    const history = within(screen.getByRole('list', { name: 'History of order K7M2QX' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.querySelector('.audit-history__what')!.textContent)).toEqual([
      'Assigned a delivery boy',
      'Toor Dal 1 kg: Processing → Preparing',
      'Placed the order',
    ]);
    expect(history[0]!.textContent).toContain('Asha Verma (Admin)');
    expect(history[1]!.textContent).toContain('ravi (Seller)');
  });

  it('cancels only after the confirmation, with the spec’s texts, then reads the order again', async () => {
    let cancelled = false;
    const fetchMock = mockApi(
      routes({
        [`GET ${ORDER_URL}`]: () => ({
          body: { success: true, order: adminOrder(cancelled ? { deliveryStatus: 'Cancelled', canCancel: false, canAssign: false } : {}) },
        }),
        'PUT /api/admin/cancelOrder': () => {
          cancelled = true;
          return { body: { success: true, message: 'Order cancelled successfully!' } };
        },
      }),
    );
    renderApp('/viewOrder/K7M2QX');
    await screen.findByRole('heading', { level: 1, name: 'Order #K7M2QX' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeTruthy();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['No, Go Back', 'Yes, Cancel']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, Go Back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));

    await waitFor(() => expect(toasts()).toEqual(['Success: Order cancelled successfully!']));
    expect(writes(fetchMock)).toEqual([['PUT', '/api/admin/cancelOrder', { orderId: adminOrder()._id }]]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull());
    expect(fact('Status')).toBe('Cancelled');
    expect(callsTo(fetchMock, ORDER_URL)).toHaveLength(2);
  });

  it('shows the server’s words when the cancel is refused, and reads the order again', async () => {
    const fetchMock = mockApi(
      routes({ 'PUT /api/admin/cancelOrder': { status: 409, body: { success: false, message: 'A delivered order cannot be cancelled.' } } }),
    );
    renderApp('/viewOrder/K7M2QX');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(toasts()).toEqual(['Error: A delivered order cannot be cancelled.']));
    await waitFor(() => expect(callsTo(fetchMock, ORDER_URL)).toHaveLength(2));
  });

  it('needs a delivery boy chosen before Assign, then assigns and reads the order again', async () => {
    let assigned: ApiReply['body'] | null = null;
    const fetchMock = mockApi(
      routes({
        'POST /api/admin/assignDeliveryBoy': (body) => {
          assigned = body;
          return { body: { success: true, message: 'Delivery Boy assigned successfully!' } };
        },
      }),
    );
    renderApp('/viewOrder/K7M2QX');
    await screen.findByRole('heading', { level: 1, name: 'Order #K7M2QX' });
    const select = screen.getByRole('combobox', { name: 'Delivery boy' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a delivery boy',
      'Ramesh — On duty, 2 active orders',
      'Suresh — Off duty, 0 active orders',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(toasts()).toEqual(['Error: Please select a delivery boy.']));
    expect(writes(fetchMock)).toEqual([]);

    fireEvent.change(select, { target: { value: BOYS[1]!._id } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(toasts()).toContain('Success: Delivery Boy assigned successfully!'));
    expect(assigned).toEqual({ orderId: adminOrder()._id, deliveryBoyId: BOYS[1]!._id });
    await waitFor(() => expect(callsTo(fetchMock, ORDER_URL)).toHaveLength(2));
    expect(callsTo(fetchMock, '/api/admin/getAllDeliveryBoys')).toHaveLength(2);
  });

  it('offers neither Cancel nor Assign when the order no longer allows them', async () => {
    mockApi(routes({ [`GET ${ORDER_URL}`]: { body: { success: true, order: adminOrder({ deliveryStatus: 'Delivered', canAssign: false, canCancel: false }) } } }));
    renderApp('/viewOrder/K7M2QX');
    await screen.findByRole('heading', { level: 1, name: 'Order #K7M2QX' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.getByText(/A delivery boy can no longer be assigned/)).toBeTruthy();
  });

  it('says "near" once before the landmark, whether or not the customer wrote it', async () => {
    const withLandmark = (landMark: string) => ({
      body: { success: true, order: adminOrder({ shippingAddress: { ...adminOrder().shippingAddress, landMark } }) },
    });
    mockApi(routes({ [`GET ${ORDER_URL}`]: withLandmark('Near Shiv Mandir') }));
    renderApp('/viewOrder/K7M2QX');
    await screen.findByRole('heading', { level: 1, name: 'Order #K7M2QX' });
    expect(fact('Deliver to')).toBe('Meera Iyer, 12 MG Road, Indiranagar (Near Shiv Mandir)');
    cleanup();

    mockApi(routes({ [`GET ${ORDER_URL}`]: withLandmark('Metro gate 3') }));
    renderApp('/viewOrder/K7M2QX');
    await screen.findByRole('heading', { level: 1, name: 'Order #K7M2QX' });
    expect(fact('Deliver to')).toBe('Meera Iyer, 12 MG Road, Indiranagar (near Metro gate 3)');
  });
});
