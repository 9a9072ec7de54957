import { adminKeys } from '@nukkad/api-client';
import type { LiveEvent } from '@nukkad/contracts';
import { LiveIndicator } from '@nukkad/ui';
import type { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/** While the stream is down, the dashboard and the order lists are read again this often. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/** The dashboard's figures and trend, the month's and all orders, and any open order. */
const ORDER_KEYS = [adminKeys.overview, adminKeys.trends, adminKeys.orders] as const;

const invalidateOrders = (queryClient: QueryClient) => {
  for (const queryKey of ORDER_KEYS) void queryClient.invalidateQueries({ queryKey });
};

/** What an admin's event changes: every order creation and status change moves the figures and the lists. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'order') invalidateOrders(queryClient);
}

/** Everything an event could have changed, after events may have been missed. */
export const catchUp = invalidateOrders;

/** The admin's live event stream while signed in; mounted once, in the admin layout. */
export const LiveUpdates = () => <session.LiveUpdates onEvent={applyLiveEvent} onCatchUp={catchUp} pollMs={LIVE_FALLBACK_POLL_MS} />;

/** The live indicator for a header bar; `showLive` false keeps a tight bar empty while all is well. */
export function LiveBadge({ showLive }: { showLive?: boolean }) {
  return <LiveIndicator status={session.useLiveStatus()} pollMs={LIVE_FALLBACK_POLL_MS} showLive={showLive} />;
}
