import { authKeys, sellerOrderKeys, sellerShopKeys } from '@nukkad/api-client';
import { FakeEventSource, fakeEventSourceEachTest, liveEvent, callsTo, mockApi } from '@nukkad/api-client/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersReply } from '../features/orders/testing/fixtures';
import { renderApp } from '../testing/render-app';
import { applyLiveEvent, catchUp } from './live-updates';

const ORDER_ID = '0f8b6c1e-2d3a-4b5c-9d7e-1a2b3c4d5e6f';
const UNREAD_URL = '/api/notification/unread-order-notifications';

const invalidated = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);
const toastMessages = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);

fakeEventSourceEachTest();
beforeEach(() => {
  document.title = '';
});

describe('seller live updates', () => {
  it('an order event refreshes the orders, the dashboard figures and the sales', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'order', orderId: ORDER_ID, kind: 'placed' }));
    expect(invalidated(spy)).toEqual([sellerOrderKeys.all, authKeys.seller, sellerShopKeys.allSales]);
  });

  it('a notification event refreshes the unread count and the notifications; an available event changes nothing', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'notification', notificationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', kind: 'new_order' }));
    expect(invalidated(spy)).toEqual([sellerOrderKeys.unreadCount, sellerOrderKeys.notifications]);
    spy.mockClear();
    applyLiveEvent(queryClient, liveEvent({ type: 'available', kind: 'placed' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('catching up reads the orders, figures, sales and notifications again', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    catchUp(queryClient);
    expect(invalidated(spy)).toEqual([
      sellerOrderKeys.all,
      authKeys.seller,
      sellerShopKeys.allSales,
      sellerOrderKeys.unreadCount,
      sellerOrderKeys.notifications,
    ]);
  });

  it('a new-order notification sounds the alert at once, without waiting for the 5-minute poll', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    let unread = 0;
    // The page's own list answers too: only the alert may toast.
    const fetchSpy = mockApi((url) =>
      url === UNREAD_URL ? { body: { success: true, count: unread } } : url.startsWith('/api/order/seller-orders') ? { body: ordersReply([]) } : undefined,
    );
    renderApp('/seller/my-orders', { signedIn: true });
    await waitFor(() => expect(callsTo(fetchSpy, UNREAD_URL)).toHaveLength(1));
    fireEvent.pointerDown(document.body);
    expect(FakeEventSource.active).toHaveLength(1);
    const source = FakeEventSource.latest();
    act(() => source.open());
    expect(toastMessages()).toEqual([]);

    unread = 1;
    const sent = Date.now();
    act(() => source.send(liveEvent({ type: 'notification', notificationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', kind: 'new_order' })));
    await waitFor(() => expect(toastMessages()).toContain('Info: You have 1 new order notification.'), { timeout: 1000 });
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(play).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchSpy, UNREAD_URL)).toHaveLength(2);
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
  });

  it('shows that it has fallen back to the 5-minute poll while the stream is down', async () => {
    mockApi((url) => (url === UNREAD_URL ? { body: { success: true, count: 0 } } : undefined));
    renderApp('/seller/my-orders', { signedIn: true });
    // The page's loader runs before the frame shows.
    await screen.findByRole('heading', { name: 'My orders' });
    // The stream opens in an effect after the frame: on a busy machine the heading can come first.
    await waitFor(() => expect(FakeEventSource.active).toHaveLength(1));
    act(() => FakeEventSource.latest().open());
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Live');
    act(() => FakeEventSource.latest().fail({ closed: true }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Offline — refreshing every 5 min');
  });

  it('opens no stream on the login page', async () => {
    mockApi(() => undefined);
    renderApp('/seller-login', { signedIn: false });
    await screen.findByRole('button', { name: 'Log in' });
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
