import { adminKeys, locationKeys } from '@nukkad/api-client';
import { createLiveUpdates } from '@nukkad/ui';
import { session } from './session';

/** While the stream is down, the dashboard and the order lists are read again this often. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/** The dashboard's figures and trend, the month's and all orders, and any open order. */
const ORDER_KEYS = [adminKeys.overview, adminKeys.trends, adminKeys.orders] as const;

/**
 * The admin's live event stream while signed in, mounted once in the admin layout: every order creation and status
 * change moves the figures and the lists; a partner's move, the partners' map and the open order's rider.
 */
export const { applyLiveEvent, catchUp, LiveUpdates, LiveBadge } = createLiveUpdates(session, {
  keysFor: (event) => {
    if (event.type === 'order') return [...ORDER_KEYS, locationKeys.all];
    // A partner on duty moved or stopped sharing: the partners' map and any open order's rider.
    return event.type === 'position' ? [locationKeys.all] : [];
  },
  catchUpKeys: [...ORDER_KEYS, locationKeys.all],
  pollMs: LIVE_FALLBACK_POLL_MS,
});
