import { adminKeys } from '@nukkad/api-client';
import { createLiveUpdates } from '@nukkad/ui';
import { session } from './session';

/** While the stream is down, the dashboard and the order lists are read again this often. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/** The dashboard's figures and trend, the month's and all orders, and any open order. */
const ORDER_KEYS = [adminKeys.overview, adminKeys.trends, adminKeys.orders] as const;

/**
 * The admin's live event stream while signed in, mounted once in the admin layout: every order creation and status
 * change moves the figures and the lists.
 */
export const { applyLiveEvent, catchUp, LiveUpdates, LiveBadge } = createLiveUpdates(session, {
  keysFor: (event) => (event.type === 'order' ? ORDER_KEYS : []),
  catchUpKeys: ORDER_KEYS,
  pollMs: LIVE_FALLBACK_POLL_MS,
});
