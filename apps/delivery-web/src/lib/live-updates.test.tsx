import { authKeys, deliveryOrderKeys } from '@nukkad/api-client';
import { FakeEventSource, fakeEventSourceEachTest, liveEvent, mockApi } from '@nukkad/api-client/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PARTNER_ID, availableReply, makeAvailableOrder, makeItem, meReply, statsReply } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { applyLiveEvent, catchUp } from './live-updates';

const ORDER_ID = '0f8b6c1e-2d3a-4b5c-9d7e-1a2b3c4d5e6f';

const invalidated = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

fakeEventSourceEachTest();

describe('delivery live updates', () => {
  it('an available event refreshes the available orders only', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'available', orderId: ORDER_ID, kind: 'assigned' }));
    expect(invalidated(spy)).toEqual([deliveryOrderKeys.available]);
  });

  it('an order event refreshes that order’s page, the partner’s lists, the available orders and the stats', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'order', orderId: ORDER_ID, kind: 'status', status: 'Cancelled' }));
    expect(invalidated(spy)).toEqual([deliveryOrderKeys.order(ORDER_ID), deliveryOrderKeys.lists, deliveryOrderKeys.available, authKeys.allDeliveryStats]);
  });

  it('a notification event changes nothing the partner app shows', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'notification', notificationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', kind: 'order_assigned' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('catching up reads every order list and the stats again', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    catchUp(queryClient);
    expect(invalidated(spy)).toEqual([deliveryOrderKeys.all, authKeys.allDeliveryStats]);
  });

  it('the layout holds one stream while signed in, applies its events and shows when it is down', async () => {
    mockApi(() => undefined);
    const { queryClient } = renderApp('/delivery', { signedIn: true });
    // The page's loader runs before the frame shows.
    await screen.findByRole('heading', { name: 'Available orders' });
    expect(FakeEventSource.active).toHaveLength(1);
    const source = FakeEventSource.latest();
    act(() => source.open());
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => source.send(liveEvent({ type: 'available', kind: 'placed' })));
    expect(invalidated(spy)).toEqual([deliveryOrderKeys.available]);

    act(() => source.fail({ closed: true }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Offline — refreshing every 30 s');
  });

  it('an available card follows a seller’s confirmation without a reload: item count, shops to visit and cash to collect', async () => {
    const before = makeAvailableOrder(1, { totalAmount: 228.7 });
    // The second shop's only item was left unselected: the order is repriced and that shop is no longer a stop.
    const after = makeAvailableOrder(1, {
      shopNames: ['Sharma Sweets'],
      sellerUsernames: ['sharma_sweets'],
      convenienceFees: 0,
      totalAmount: 82.75,
      items: [makeItem(1, { quantity: 2 }), makeItem(2, { shop: 1, status: 'Cancelled' })],
    });
    let listed = before;
    mockApi((url) => {
      if (url === '/api/delivery/me') return { body: meReply() };
      if (url === `/api/delivery/orders/${PARTNER_ID}`) return { body: statsReply };
      if (url === '/api/delivery/get-available-orders') return { body: availableReply([listed]) };
      return undefined;
    });
    renderApp('/delivery', { signedIn: true });
    const card = await screen.findByRole('article', { name: 'Order #AVL001' });
    expect(card.textContent).toContain('3 items');
    expect(card.textContent).toContain('Sharma Sweets, Ravi Kirana');
    expect(card.textContent).toContain('collect ₹228.70');
    const source = FakeEventSource.latest();
    act(() => source.open());

    listed = after;
    act(() => source.send(liveEvent({ type: 'available', orderId: before._id, kind: 'status', status: 'Cancelled' })));
    await waitFor(() => expect(card.textContent).toContain('collect ₹82.75'));
    expect(card.textContent).toContain('2 items');
    expect(card.textContent).not.toContain('Ravi Kirana');
    expect(card.textContent).toContain('Pick up fromSharma Sweets');
  });

  it('opens no stream while signed out', async () => {
    mockApi(() => undefined);
    renderApp('/delivery/login', { signedIn: false });
    await screen.findByRole('button', { name: 'Log in' });
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
