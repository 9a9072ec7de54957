import { cartKeys, customerQueryKeys, locationKeys, notificationKeys, orderKeys } from '@nukkad/api-client';
import { FakeEventSource, fakeEventSourceEachTest, liveEvent } from '@nukkad/api-client/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../components/layout/app-layout';
import { CartView } from '../features/cart/components/cart-view';
import { UNAVAILABLE_WARNING } from '../features/cart/components/cart-section';
import { CUSTOMER, makeCartItem, mockCartApi } from '../testing/cart-api';
import { mockApi, renderWithApp } from '../testing/test-utils';
import { applyLiveEvent, catchUp } from './live-updates';

const ORDER_ID = '0f8b6c1e-2d3a-4b5c-9d7e-1a2b3c4d5e6f';
const customer = { _id: '55555555-5555-4555-8555-555555555555', name: 'Asha Verma', phone: '9876543210', foodCart: [], groceryCart: [] };

/** The keys a spied invalidateQueries was called with. */
const invalidated = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

fakeEventSourceEachTest();

describe('customer live updates', () => {
  it('an order event refreshes that order’s page, its rider and the orders list', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'order', orderId: ORDER_ID, kind: 'status', status: 'Out For Delivery' }));
    expect(invalidated(spy)).toEqual([orderKeys.details(ORDER_ID), locationKeys.order(ORDER_ID), orderKeys.lists]);
  });

  it('a position event reads again where that order’s rider is, and nothing else', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'position', orderId: ORDER_ID, kind: 'moved' }));
    expect(invalidated(spy)).toEqual([['location', 'order', ORDER_ID]]);
  });

  it('a notification event refreshes the notifications (and so the unread count); an available event changes nothing', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'notification', notificationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', kind: 'order_delivered' }));
    expect(invalidated(spy)).toEqual([notificationKeys.list]);
    spy.mockClear();
    applyLiveEvent(queryClient, liveEvent({ type: 'available', kind: 'placed' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('a cart event (a shop in the cart opened or closed, a product’s stock changed) refreshes the carts only', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'cart', kind: 'shop_closed' }));
    expect(invalidated(spy)).toEqual([cartKeys.cart]);
  });

  it('catching up reads every order, the notifications, the carts, the riders and the help threads again', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    catchUp(queryClient);
    expect(invalidated(spy)).toEqual([orderKeys.all, notificationKeys.list, cartKeys.cart, locationKeys.all, customerQueryKeys.all]);
  });

  it('the open cart turns Checkout into ‘Remove Unavailable Items’ with the warning when its shop closes, without a reload', async () => {
    const dosa = makeCartItem({ name: 'Masala Dosa', price: 120 }, 2);
    const api = mockCartApi({ carts: { foodCart: [dosa] }, other: () => ({ body: { success: true, notifications: [] } }) });
    renderWithApp(
      <AppLayout>
        <CartView />
      </AppLayout>,
      { user: CUSTOMER, route: '/cart' },
    );
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeTruthy();
    const source = FakeEventSource.latest();
    act(() => source.open());

    api.carts.foodCart = [{ ...dosa, product: { ...dosa.product, shop: { ...dosa.product.shop, isOpen: false } } }];
    act(() => source.send(liveEvent({ type: 'cart', kind: 'shop_closed' })));
    expect(await screen.findByRole('button', { name: 'Remove Unavailable Items' })).toBeTruthy();
    expect(screen.getByText(UNAVAILABLE_WARNING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('the layout holds one stream for a signed-in customer, applies its events and shows when it is down', async () => {
    mockApi(() => ({ body: { success: true, notifications: [] } }));
    const { queryClient } = renderWithApp(<AppLayout>page</AppLayout>, { user: customer });
    expect(FakeEventSource.active).toHaveLength(1);
    const source = FakeEventSource.latest();
    act(() => source.open());
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Live');

    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => source.send(liveEvent({ type: 'order', orderId: ORDER_ID, kind: 'status', status: 'Delivered' })));
    expect(invalidated(spy)).toContainEqual(orderKeys.details(ORDER_ID));

    act(() => source.fail({ closed: true }));
    const texts = screen.getAllByRole('status').map((status) => status.textContent);
    // The desktop bar and the phone bar (CSS shows one).
    expect(texts.filter((text) => text === 'Offline — refreshing every minute')).toHaveLength(2);
  });

  it('opens no stream and shows no indicator for a visitor', () => {
    mockApi(() => undefined);
    renderWithApp(<AppLayout>page</AppLayout>);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(screen.queryByText(/Offline|Live/)).toBeNull();
  });
});
