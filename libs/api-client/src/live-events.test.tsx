import type { LiveEvent } from '@nukkad/contracts';
import { LIVE_EVENTS_PATH } from '@nukkad/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { logout } from './accounts/logout';
import { ApiError } from './http';
import { LIVE_RETRY, useLiveEvents } from './live-events';
import { parseLiveEvent } from './parse-live-event';
import type { LiveStatus, SessionLiveEventsOptions } from './live-events';
import { createSession } from './session';
import { createSessionMarker } from './session-marker';
import { FakeEventSource, fakeEventSourceEachTest, liveEvent } from './testing';

const session = createSession({
  marker: createSessionMarker('nukkad.test.live'),
  loginPath: '/login',
  homePath: '/home',
  logout,
  afterLogout: { path: '/login', delayMs: 0 },
});

/** Longest wait before the stream is tried again after the nth fallback in a row (jitter included). */
const retryWait = (fallback: number) => Math.min(LIVE_RETRY.firstDelayMs * 2 ** (fallback - 1), LIVE_RETRY.maxDelayMs) * 1.2 + 1;

function renderLive(options: Partial<SessionLiveEventsOptions> = {}, queryClient: QueryClient = session.createQueryClient({ maxRetries: 0 })) {
  const onEvent = vi.fn<(event: LiveEvent) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const view = renderHook(() => session.useLiveEvents({ onEvent, ...options }), { wrapper });
  return { ...view, onEvent, queryClient };
}

const failTimes = (source: FakeEventSource, times: number) => act(() => Array.from({ length: times }, () => source.fail()));

fakeEventSourceEachTest();

describe('parseLiveEvent', () => {
  it('reads a well-formed event and refuses anything else', () => {
    const event = liveEvent({ type: 'notification', notificationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', kind: 'new_order' });
    expect(parseLiveEvent(JSON.stringify(event))).toEqual(event);
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ ...event, type: 'gossip' }))).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ ...event, orderId: 'order-1' }))).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ id: '9' }))).toBeNull();
    expect(parseLiveEvent(undefined)).toBeNull();
  });
});

describe('live events of a session', () => {
  it('opens one stream with the cookie while signed in, and closes it on sign-out', () => {
    session.marker.set();
    const { result } = renderLive();
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.latest();
    expect(source.url).toBe(LIVE_EVENTS_PATH);
    expect(source.withCredentials).toBe(true);
    expect(result.current).toBe('connecting');

    act(() => session.marker.clear());
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.active).toHaveLength(0);
    expect(result.current).toBeNull();
  });

  it('opens no stream while signed out, and one as soon as the user signs in', () => {
    const { result } = renderLive();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(result.current).toBeNull();
    act(() => session.marker.set());
    expect(FakeEventSource.active).toHaveLength(1);
  });

  it('hands each well-formed event to the app in order and ignores malformed ones', () => {
    session.marker.set();
    const { onEvent, result } = renderLive();
    const source = FakeEventSource.latest();
    act(() => source.open());
    expect(result.current).toBe('live');

    const placed = liveEvent({ kind: 'placed' });
    const available = liveEvent({ type: 'available', kind: 'placed' });
    act(() => {
      source.send(placed);
      source.emit('order', '{not json', '40');
      source.emit('order', { ...placed, id: '41', status: 'Teleported' }, '41');
      source.emit('notification', { id: '42', type: 'notification' }, '42');
      source.send(available);
    });
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([placed, available]);
    expect(result.current).toBe('live');
  });

  it('lets the browser reconnect by itself at first, then falls back to polling after repeated errors', () => {
    vi.useFakeTimers();
    session.marker.set();
    const onCatchUp = vi.fn();
    const { result } = renderLive({ onCatchUp });
    const first = FakeEventSource.latest();
    act(() => first.open());

    failTimes(first, 1);
    expect(result.current).toBe('connecting');
    expect(first.readyState).not.toBe(FakeEventSource.CLOSED);
    // The browser's own reconnect keeps Last-Event-ID: nothing to catch up on.
    act(() => first.open());
    expect(result.current).toBe('live');
    expect(onCatchUp).not.toHaveBeenCalled();

    failTimes(first, LIVE_RETRY.errorsBeforeDown - 1);
    expect(result.current).toBe('connecting');
    expect(first.readyState).toBe(FakeEventSource.CONNECTING);
    failTimes(first, 1);
    expect(result.current).toBe('down');
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => vi.advanceTimersByTime(retryWait(1)));
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    expect(result.current).toBe('down');
    act(() => second.open());
    expect(result.current).toBe('live');
    // A new stream has no Last-Event-ID, so the app reads again what it may have missed.
    expect(onCatchUp).toHaveBeenCalledTimes(1);
  });

  it('is down at once when the server refuses the stream, and waits longer after each fallback in a row', () => {
    vi.useFakeTimers();
    session.marker.set();
    const { result } = renderLive();
    act(() => FakeEventSource.latest().fail({ closed: true }));
    expect(result.current).toBe('down');

    act(() => vi.advanceTimersByTime(retryWait(1)));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().fail({ closed: true }));

    // The second wait is at least twice the first one's shortest.
    act(() => vi.advanceTimersByTime(LIVE_RETRY.firstDelayMs * 2 * 0.8 - 1));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => vi.advanceTimersByTime(retryWait(2)));
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(FakeEventSource.active).toHaveLength(1);
  });

  it('polls through onCatchUp every pollMs while down, and stops once live again', () => {
    vi.useFakeTimers();
    session.marker.set();
    const onCatchUp = vi.fn();
    renderLive({ onCatchUp, pollMs: 60_000 });
    act(() => FakeEventSource.latest().open());
    act(() => vi.advanceTimersByTime(60_000));
    expect(onCatchUp).not.toHaveBeenCalled();

    act(() => FakeEventSource.latest().fail({ closed: true }));
    // The retries fail too, so the app stays on polling.
    for (let minute = 1; minute <= 3; minute += 1) {
      act(() => vi.advanceTimersByTime(60_000));
      for (const source of FakeEventSource.active) act(() => source.fail({ closed: true }));
    }
    expect(onCatchUp).toHaveBeenCalledTimes(3);

    act(() => vi.advanceTimersByTime(LIVE_RETRY.maxDelayMs * 1.2));
    act(() => FakeEventSource.latest().open());
    const calls = onCatchUp.mock.calls.length;
    act(() => vi.advanceTimersByTime(120_000));
    expect(onCatchUp).toHaveBeenCalledTimes(calls);
  });

  it('reopens at once when the browser comes back online during a fallback', () => {
    vi.useFakeTimers();
    session.marker.set();
    renderLive();
    act(() => FakeEventSource.latest().fail({ closed: true }));
    expect(FakeEventSource.active).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(FakeEventSource.active).toHaveLength(1);
  });

  it('on a session event closes the stream and refetches the active queries; a 401 among them ends the session here', async () => {
    session.marker.set();
    const queryClient = session.createQueryClient({ maxRetries: 0 });
    let refused = false;
    const queryFn = vi.fn(() => (refused ? Promise.reject(new ApiError(401, 'Please log in to continue.')) : Promise.resolve('me')));
    function Me() {
      const query = useQuery({ queryKey: ['me'], queryFn });
      return <p>{query.data ?? 'nobody'}</p>;
    }
    const onEvent = vi.fn();
    function Live() {
      session.useLiveEvents({ onEvent });
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Me />
        <Live />
      </QueryClientProvider>,
    );
    await screen.findByText('me');
    const source = FakeEventSource.latest();
    act(() => source.open());

    refused = true;
    act(() => source.send(liveEvent({ type: 'session', orderId: null, kind: 'logout' })));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(session.marker.has()).toBe(false));
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onEvent).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('after a session event that did not end this session, opens a new stream and catches up', async () => {
    vi.useFakeTimers();
    session.marker.set();
    const onCatchUp = vi.fn();
    const { result } = renderLive({ onCatchUp });
    const first = FakeEventSource.latest();
    act(() => first.open());
    act(() => first.send(liveEvent({ type: 'session', orderId: null, kind: 'password_changed' })));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current).toBe('connecting');

    await act(() => vi.advanceTimersByTimeAsync(LIVE_RETRY.firstDelayMs + 1));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().open());
    expect(result.current).toBe('live');
    expect(onCatchUp).toHaveBeenCalledTimes(1);
  });

  it('shares its status with useLiveStatus, which is null while signed out', () => {
    session.marker.set();
    const statuses: (LiveStatus | null)[] = [];
    function Indicator() {
      statuses.push(session.useLiveStatus());
      return null;
    }
    function Live() {
      session.useLiveEvents({ onEvent: () => undefined });
      return null;
    }
    render(
      <QueryClientProvider client={session.createQueryClient()}>
        <Live />
        <Indicator />
      </QueryClientProvider>,
    );
    expect(statuses.at(-1)).toBe('connecting');
    act(() => FakeEventSource.latest().open());
    expect(statuses.at(-1)).toBe('live');
    act(() => FakeEventSource.latest().fail({ closed: true }));
    expect(statuses.at(-1)).toBe('down');
    act(() => session.marker.clear());
    expect(statuses.at(-1)).toBeNull();
  });
});

describe('useLiveEvents without EventSource', () => {
  it('reports down, so the app shows that it is polling', () => {
    const scope = globalThis as { EventSource?: unknown };
    const saved = scope.EventSource;
    delete scope.EventSource;
    try {
      const { result } = renderHook(() => useLiveEvents({ enabled: true, onEvent: () => undefined }));
      expect(result.current).toBe('down');
    } finally {
      if (saved !== undefined) scope.EventSource = saved;
    }
  });

  it('LiveUpdates hands each event and each catch-up to the app with its query client', async () => {
    vi.useFakeTimers();
    session.marker.set();
    const queryClient = session.createQueryClient();
    const onEvent = vi.fn<(client: QueryClient, event: LiveEvent) => void>();
    const onCatchUp = vi.fn<(client: QueryClient) => void>();
    render(
      <QueryClientProvider client={queryClient}>
        <session.LiveUpdates onEvent={onEvent} onCatchUp={onCatchUp} pollMs={1_000} />
      </QueryClientProvider>,
    );
    const source = FakeEventSource.latest();
    act(() => source.open());
    const placed = liveEvent({ kind: 'placed' });
    act(() => source.send(placed));
    expect(onEvent.mock.calls).toEqual([[queryClient, placed]]);

    act(() => source.fail({ closed: true }));
    expect(onCatchUp).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onCatchUp.mock.calls).toEqual([[queryClient]]);
    vi.useRealTimers();
  });
});
