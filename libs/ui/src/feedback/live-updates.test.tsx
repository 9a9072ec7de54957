import type { LiveEvent } from '@nukkad/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveUpdates, type LiveStream, type QueryInvalidator } from './live-updates';

afterEach(cleanup);

const stream: LiveStream<QueryInvalidator> = {
  LiveUpdates: ({ pollMs }) => <p>stream polling every {pollMs} ms</p>,
  useLiveStatus: () => 'down',
};
const live = createLiveUpdates(stream, {
  keysFor: (event) => (event.type === 'order' ? [['orders'], ['figures']] : []),
  catchUpKeys: [['orders'], ['figures'], ['notifications']],
  pollMs: 30_000,
});
const client = () => ({ invalidateQueries: vi.fn(async (_filters: { queryKey: readonly unknown[] }) => undefined) });
const invalidated = (c: ReturnType<typeof client>) => c.invalidateQueries.mock.calls.map(([filters]) => filters.queryKey);

describe('createLiveUpdates', () => {
  it('an event invalidates the queries it changed; catching up invalidates every query an event could change', () => {
    const c = client();
    live.applyLiveEvent(c, { type: 'order', orderId: null, kind: 'placed' } as unknown as LiveEvent);
    expect(invalidated(c)).toEqual([['orders'], ['figures']]);
    live.applyLiveEvent(c, { type: 'cart' } as unknown as LiveEvent);
    expect(invalidated(c)).toHaveLength(2);
    live.catchUp(c);
    expect(invalidated(c).slice(2)).toEqual([['orders'], ['figures'], ['notifications']]);
  });

  it('mounts the stream with the fallback poll, and the badge tells the stream is down', () => {
    render(
      <>
        <live.LiveUpdates />
        <live.LiveBadge />
      </>,
    );
    expect(screen.getByText('stream polling every 30000 ms')).toBeTruthy();
    expect(document.body.textContent).toMatch(/30 s|30 seconds/);
  });
});
