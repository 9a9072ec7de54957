import { adminKeys, locationKeys } from '@nukkad/api-client';
import { FakeEventSource, fakeEventSourceEachTest, liveEvent, renderRoutes } from '@nukkad/api-client/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { AdminLayout } from '../components/layouts/admin-layout';
import { mockApi } from '../testing/mock-api';
import { applyLiveEvent, catchUp } from './live-updates';
import { session } from './session';

const ORDER_ID = '0f8b6c1e-2d3a-4b5c-9d7e-1a2b3c4d5e6f';

const invalidated = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

const renderLayout = (signedIn: boolean) =>
  renderRoutes({ Provider: AppProvider, session }, [{ path: '/admin/dashboard', element: <AdminLayout>page</AdminLayout> }], '/admin/dashboard', {
    signedIn,
  });

fakeEventSourceEachTest();

describe('admin live updates', () => {
  it('an order event refreshes the dashboard figures, the trend, the order lists, any open order and the riders', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'order', orderId: ORDER_ID, kind: 'placed' }));
    expect(invalidated(spy)).toEqual([adminKeys.overview, adminKeys.trends, adminKeys.orders, locationKeys.all]);
    // The prefixes cover each screen's own key.
    expect(adminKeys.trend(7).slice(0, adminKeys.trends.length)).toEqual([...adminKeys.trends]);
    for (const key of [adminKeys.monthOrders('All'), adminKeys.allOrders('Delivered', 2), adminKeys.order('ab12')]) {
      expect(key.slice(0, adminKeys.orders.length)).toEqual([...adminKeys.orders]);
    }
  });

  it('notification and available events change nothing the admin app shows', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'notification', notificationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', kind: 'order_cancelled' }));
    applyLiveEvent(queryClient, liveEvent({ type: 'available', kind: 'placed' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('a position event reads the partners’ map and any open order’s rider again, and nothing else', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyLiveEvent(queryClient, liveEvent({ type: 'position', kind: 'moved' }));
    expect(invalidated(spy)).toEqual([['location']]);
    // The prefix covers the map's key and every order's rider.
    for (const key of [locationKeys.partners, locationKeys.order(ORDER_ID)]) expect(key.slice(0, 1)).toEqual(['location']);
  });

  it('catching up reads the figures, the lists and the riders again', () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    catchUp(queryClient);
    expect(invalidated(spy)).toEqual([adminKeys.overview, adminKeys.trends, adminKeys.orders, locationKeys.all]);
  });

  it('the layout holds one stream while signed in, applies its events and shows when it is down', () => {
    mockApi({});
    const { queryClient } = renderLayout(true);
    expect(FakeEventSource.active).toHaveLength(1);
    const source = FakeEventSource.latest();
    act(() => source.open());
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Live');
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => source.send(liveEvent({ type: 'order', kind: 'status', status: 'Preparing' })));
    expect(invalidated(spy)).toEqual([adminKeys.overview, adminKeys.trends, adminKeys.orders, locationKeys.all]);

    act(() => source.fail({ closed: true }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Offline — refreshing every minute');
  });

  it('opens no stream while signed out', () => {
    mockApi({});
    renderLayout(false);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
