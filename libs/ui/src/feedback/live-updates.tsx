import type { LiveEvent } from '@nukkad/contracts';
import type { ComponentType } from 'react';
import { LiveIndicator, type LiveIndicatorProps } from './live-indicator';

type QueryKey = readonly unknown[];

/** The part of the app's query client that live updates use. */
export interface QueryInvalidator {
  invalidateQueries(filters: { queryKey: QueryKey }): Promise<unknown>;
}

/** A session's live event stream: the component that applies it to the query cache and the hook that tells its status. */
export interface LiveStream<Client extends QueryInvalidator> {
  LiveUpdates: ComponentType<{ onEvent: (client: Client, event: LiveEvent) => void; onCatchUp: (client: Client) => void; pollMs: number }>;
  useLiveStatus: () => LiveIndicatorProps['status'];
}

export interface LiveUpdatesOptions {
  /** The queries one event changed. */
  keysFor: (event: LiveEvent) => readonly QueryKey[];
  /** Every query an event could have changed, read again after events may have been missed. */
  catchUpKeys: readonly QueryKey[];
  /** How often the app reads again while the stream is down. */
  pollMs: number;
}

const invalidate = (client: QueryInvalidator, keys: readonly QueryKey[]) => {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
};

/** An app's live updates, from its session's stream and the queries its events change, with the badge that shows them. */
export function createLiveUpdates<Client extends QueryInvalidator>(stream: LiveStream<Client>, { keysFor, catchUpKeys, pollMs }: LiveUpdatesOptions) {
  const applyLiveEvent = (client: Client, event: LiveEvent) => invalidate(client, keysFor(event));
  const catchUp = (client: Client) => invalidate(client, catchUpKeys);
  /** Mounted once, in the app's signed-in layout. */
  const LiveUpdates = () => <stream.LiveUpdates onEvent={applyLiveEvent} onCatchUp={catchUp} pollMs={pollMs} />;
  /** The live indicator for a header bar; `showLive` false keeps a tight bar empty while all is well. */
  function LiveBadge({ showLive }: { showLive?: boolean }) {
    return <LiveIndicator status={stream.useLiveStatus()} pollMs={pollMs} showLive={showLive} />;
  }
  return { applyLiveEvent, catchUp, LiveUpdates, LiveBadge };
}
