import { DELIVERED_MESSAGE, PICKED_UP_MESSAGE, PICK_UP_FIRST_MESSAGE, type DeliveryOrder } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID, PARTNER_ID, SESSION_MARKER, makeDeliveryOrder, makeItem, meReply } from '../../../testing/fixtures';
import { callsTo, mockApi, sentBody, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { DELIVERY_QUESTION } from './delivery-order-details';
import type { LeafletMapProps } from '@nukkad/ui/map';

// Leaflet does not run in happy-dom: behind the kit map's lazy boundary the map shows what it was given.
vi.mock('../../../../../../libs/ui/src/map/leaflet-map', () => ({
  default: ({ point, tileUrl, height }: LeafletMapProps) => (
    <div data-testid="map" data-point={`${point?.lat},${point?.lng}`} data-tiles={tileUrl} data-height={height} />
  ),
}));

const ORDER_URL = `/api/delivery/order/${ORDER_ID}`;
const mapTiles = { url: 'https://tiles.test/{z}/{x}/{y}.png', darkUrl: 'https://tiles.test/dark/{z}/{x}/{y}.png', attribution: 'OSM' };
const appConfig = { success: true, shopOrigin: { lat: 28.6139, lng: 77.209 }, maxDeliveryKm: 50, mapTiles, paymentProvider: 'test' };

/** The order page's calls: the order as the server holds it in `state`, pickups and delivery answered by `answers`. */
function mockTrip(
  state: { order: DeliveryOrder },
  answers: { pickup?: (productId: string) => MockReply; deliver?: () => MockReply; order?: () => MockReply } = {},
) {
  return mockApi((url, init) => {
    if (url === '/api/delivery/me') return { body: meReply() };
    if (url === '/api/app-config') return { body: appConfig };
    if (url === ORDER_URL) return answers.order?.() ?? { body: { success: true, order: state.order } };
    if (url === '/api/delivery/order/confirm-pickup' && init?.method === 'PUT') {
      const { productId } = sentBody(init) as { productId: string };
      if (answers.pickup) return answers.pickup(productId);
      state.order = {
        ...state.order,
        items: state.order.items.map((item) => (item.product._id === productId ? { ...item, status: 'Out For Delivery' } : item)),
      };
      return { body: { success: true, message: PICKED_UP_MESSAGE } };
    }
    if (url === `/api/delivery/order/confirm-delivery/${ORDER_ID}` && init?.method === 'PUT') {
      if (answers.deliver) return answers.deliver();
      state.order = {
        ...state.order,
        deliveryStatus: 'Delivered',
        paymentStatus: 'Paid',
        deliveredAt: '2025-03-05T15:00:00.000Z',
        items: state.order.items.map((item) => (item.status === 'Cancelled' ? item : { ...item, status: 'Delivered' })),
      };
      return { body: { success: true, message: DELIVERED_MESSAGE } };
    }
    if (url === `/api/delivery/orders/${PARTNER_ID}`) return { body: { success: true, pendingOrders: 0, commission: 40, outstandingAmount: 420 } };
    if (url.startsWith('/api/delivery/')) return { body: { success: true } };
    return undefined;
  });
}

const toasts = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);
const deliverButton = () => screen.getByRole('button', { name: 'Mark as Delivered' }) as HTMLButtonElement;
const allOut = (order: DeliveryOrder): DeliveryOrder => ({
  ...order,
  deliveryStatus: 'Out For Delivery',
  items: order.items.map((item) => ({ ...item, status: 'Out For Delivery' })),
});

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_MARKER, '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('order page', () => {
  it('shows the cash to collect, the customer with Call and Directions, the drop point on the map and the items by shop', async () => {
    mockTrip({ order: makeDeliveryOrder() });
    renderApp(`/delivery/order/${ORDER_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7QX2M' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Cash to collect₹420.00');
    const drop = screen.getByRole('region', { name: 'Deliver to' });
    expect(drop.textContent).toContain('Asha Verma');
    expect(drop.textContent).toContain('Flat 4B, Sunrise Apartments');
    expect(drop.textContent).toContain('Connaught Place, New Delhi 110001');
    expect(drop.textContent).toContain('Landmark: Opposite the metro gate 5');
    expect(within(drop).getByRole('link', { name: 'Call Asha Verma' }).getAttribute('href')).toBe('tel:9811000001');
    const directions = within(drop).getByRole('link', { name: /^Directions/ });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=28.6315,77.2167');
    expect(directions.getAttribute('target')).toBe('_blank');
    const map = await screen.findByTestId('map');
    expect(map.dataset.point).toBe('28.6315,77.2167');
    expect(map.dataset.tiles).toBe(mapTiles.url);
    expect(map.dataset.height).toBe('400');

    const sweets = screen.getByRole('list', { name: 'Items from Sharma Sweets' });
    expect(within(sweets).getAllByRole('listitem').map((item) => item.querySelector('.pickup-item__name')?.textContent)).toEqual([
      'Kaju Katli 500 g',
      'Samosa (2 pcs)',
    ]);
    expect(screen.getByRole('list', { name: 'Items from Ravi Kirana' }).textContent).toContain('Amul Taaza Milk 1 L');
    expect(screen.getAllByRole('button', { name: /^Confirm pickup/ })).toHaveLength(3);
  });

  it('an online order has nothing to collect', async () => {
    mockTrip({ order: makeDeliveryOrder({ paymentMethod: 'Online', paymentStatus: 'Paid', cashToCollect: 0 }) });
    renderApp(`/delivery/order/${ORDER_ID}`);
    expect((await screen.findByRole('region', { name: 'Payment' })).textContent).toBe('Paid onlineNothing to collect at the door.');
  });

  it('Confirm pickup sends the order and product ids, says so and shows the item out for delivery', async () => {
    const state = { order: makeDeliveryOrder() };
    const fetchSpy = mockTrip(state);
    renderApp(`/delivery/order/${ORDER_ID}`);
    const milk = state.order.items[2]!;

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm pickup: Amul Taaza Milk 1 L' }));

    await waitFor(() => expect(toasts()).toEqual([`Success: ${PICKED_UP_MESSAGE}`]));
    const puts = callsTo(fetchSpy, '/api/delivery/order/confirm-pickup');
    expect(puts.map(([, init]) => [init?.method, sentBody(init)])).toEqual([['PUT', { orderId: ORDER_ID, productId: milk.product._id }]]);
    const ravi = screen.getByRole('list', { name: 'Items from Ravi Kirana' });
    await waitFor(() => expect(ravi.textContent).toContain('Out For Delivery'));
    expect(within(ravi).queryByRole('button', { name: /^Confirm pickup/ })).toBeNull();
    expect(callsTo(fetchSpy, ORDER_URL)).toHaveLength(2);
  });

  it('a refused pickup shows the server’s words', async () => {
    mockTrip({ order: makeDeliveryOrder() }, { pickup: () => ({ status: 409, body: { success: false, message: 'This item was cancelled.' } }) });
    renderApp(`/delivery/order/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm pickup: Kaju Katli 500 g' }));
    await waitFor(() => expect(toasts()).toEqual(['Error: This item was cancelled.']));
  });

  it('Mark as Delivered stays closed until every item not cancelled is picked up, and says why', async () => {
    const order = makeDeliveryOrder({
      items: [makeItem(1, { status: 'Out For Delivery' }), makeItem(2, { status: 'Preparing' }), makeItem(3, { status: 'Cancelled', shop: 1 })],
    });
    const fetchSpy = mockTrip({ order });
    renderApp(`/delivery/order/${ORDER_ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Order #K7QX2M' });
    expect(deliverButton().disabled).toBe(true);
    expect(document.getElementById(deliverButton().getAttribute('aria-describedby') ?? '')?.textContent).toBe(PICK_UP_FIRST_MESSAGE);
    fireEvent.click(deliverButton());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm pickup: Product 2' }));
    await waitFor(() => expect(deliverButton().disabled).toBe(false));
    expect(callsTo(fetchSpy, '/api/delivery/order/confirm-delivery')).toEqual([]);
  });

  it('Mark as Delivered asks first: Not yet sends nothing', async () => {
    const fetchSpy = mockTrip({ order: allOut(makeDeliveryOrder()) });
    renderApp(`/delivery/order/${ORDER_ID}`);

    await waitFor(() => expect(deliverButton().disabled).toBe(false));
    fireEvent.click(deliverButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as delivered?' });
    expect(dialog.textContent).toContain(DELIVERY_QUESTION);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchSpy, '/api/delivery/order/confirm-delivery')).toEqual([]);
  });

  it('confirmed: the delivery is sent, the page shows Delivered and the commission and cash owed are read again', async () => {
    const fetchSpy = mockTrip({ order: allOut(makeDeliveryOrder()) });
    const figures = [['delivery', 'stats', PARTNER_ID], ['delivery-money', 'commission', PARTNER_ID], ['delivery-money', 'outstanding', PARTNER_ID]];
    const { queryClient } = renderApp(`/delivery/order/${ORDER_ID}`, {
      // The figures pages were open before: they must not keep the amounts from before this delivery.
      prepare: (client) => figures.forEach((key) => client.setQueryData(key, { success: true })),
    });

    await waitFor(() => expect(deliverButton().disabled).toBe(false));
    expect(figures.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([false, false, false]);
    fireEvent.click(deliverButton());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delivered' }));

    await waitFor(() => expect(toasts()).toEqual([`Success: ${DELIVERED_MESSAGE}`]));
    expect(callsTo(fetchSpy, `/api/delivery/order/confirm-delivery/${ORDER_ID}`).map(([, init]) => init?.method)).toEqual(['PUT']);
    // 15:00 UTC is 8:30 pm in India.
    await waitFor(() => expect(document.querySelector('.trip-banner')?.textContent).toMatch(/^Delivered on 5 Mar 2025, 8:30\s?pm\. Thank you!$/i));
    expect(screen.getByRole('heading', { level: 1, name: 'Order #K7QX2M' }).closest('.page-header')?.textContent).toContain('Delivered');
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Cash collected₹420.00');
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).toBeNull();
    expect(figures.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
  });

  it('a refused delivery shows the server’s words and reads the order again', async () => {
    const fetchSpy = mockTrip({ order: allOut(makeDeliveryOrder()) }, { deliver: () => ({ status: 409, body: { success: false, message: PICK_UP_FIRST_MESSAGE } }) });
    renderApp(`/delivery/order/${ORDER_ID}`);
    await waitFor(() => expect(deliverButton().disabled).toBe(false));
    fireEvent.click(deliverButton());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delivered' }));

    await waitFor(() => expect(toasts()).toEqual([`Error: ${PICK_UP_FIRST_MESSAGE}`]));
    expect(callsTo(fetchSpy, ORDER_URL)).toHaveLength(2);
  });

  it.each([403, 404])('a %i is a plain not-found page with the way back', async (status) => {
    mockTrip({ order: makeDeliveryOrder() }, { order: () => ({ status, body: { success: false, message: 'Order not found' } }) });
    renderApp(`/delivery/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/delivery/orders');
  });

  it('an id that is no order id is not found without asking the server', async () => {
    const fetchSpy = mockTrip({ order: makeDeliveryOrder() });
    renderApp('/delivery/order/K7QX2M');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found.' })).toBeTruthy();
    expect(callsTo(fetchSpy, '/api/delivery/order/')).toEqual([]);
  });

  it('a failed load says so with Retry', async () => {
    let fail = true;
    mockTrip({ order: makeDeliveryOrder() }, { order: () => (fail ? { status: 503, body: { success: false, message: 'Down' } } : { body: { success: true, order: makeDeliveryOrder() } }) });
    renderApp(`/delivery/order/${ORDER_ID}`);
    expect(await screen.findByText('Failed to load the order. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #K7QX2M' })).toBeTruthy();
  });
});
