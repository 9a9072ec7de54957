import type { LiveEvent } from '@nukkad/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { logout } from './auth';
import { loadedReplySchemas } from './http';
import { createSession } from './session';
import { createSessionMarker } from './session-marker';
import { FakeEventSource, fakeEventSourceEachTest, liveEvent } from './testing';

// The contracts' schemas (a chunk of their own in the apps) arrive only when the test lets them.
let letSchemasArrive: () => void = () => undefined;
const schemasArrive = new Promise<void>((resolve) => {
  letSchemasArrive = resolve;
});
vi.mock('./reply-schemas', async (importOriginal) => {
  await schemasArrive;
  return importOriginal();
});

const session = createSession({
  marker: createSessionMarker('nukkad.test.live-early'),
  loginPath: '/login',
  homePath: '/home',
  logout,
  afterLogout: { path: '/login', delayMs: 0 },
});

fakeEventSourceEachTest();

describe('live events that arrive before the schemas that check them', () => {
  it('wait for the schemas and then reach the app, in the order they came; malformed ones are still dropped', async () => {
    session.marker.set();
    const onEvent = vi.fn<(event: LiveEvent) => void>();
    const queryClient = session.createQueryClient({ maxRetries: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => session.useLiveEvents({ onEvent }), { wrapper });
    const source = FakeEventSource.latest();
    act(() => source.open());

    const first = liveEvent({ kind: 'placed' });
    const second = liveEvent({ type: 'available', kind: 'placed' });
    act(() => {
      source.send(first);
      source.emit('order', '{not json', '40');
      source.send(second);
    });
    expect(loadedReplySchemas()).toBeUndefined();
    expect(onEvent).not.toHaveBeenCalled();

    letSchemasArrive();
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([first, second]);

    // Once the schemas are in, an event is handled as it comes.
    const third = liveEvent({ kind: 'status' });
    act(() => source.send(third));
    expect(onEvent).toHaveBeenLastCalledWith(third);
  });
});
