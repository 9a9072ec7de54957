import { LIVE_EVENTS_PATH, LIVE_EVENT_TYPES } from '@nukkad/contracts/light';
import type { LiveEvent } from '@nukkad/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SessionMarker } from './session-marker';

/**
 * live: events arrive as they happen; connecting: the stream is being opened or the browser is reopening it;
 * down: the app has given up on the stream for a while and relies on polling.
 */
export type LiveStatus = 'live' | 'connecting' | 'down';

/** When the stream is given up and tried again. */
export const LIVE_RETRY = {
  /** Errors in a row (the browser reopening the stream by itself in between) before the app falls back to polling. */
  errorsBeforeDown: 3,
  /** The wait before a new stream after the first fallback; it doubles with each fallback in a row, up to maxDelayMs. */
  firstDelayMs: 5_000,
  maxDelayMs: 300_000,
} as const;

export interface LiveEventsOptions {
  /** The stream is open only while this is true (signed in). */
  enabled: boolean;
  /** Every well-formed order, available and notification event, in the order they came. */
  onEvent: (event: LiveEvent) => void;
  /**
   * Events may have been missed: called when a new stream opens after a fallback (it starts without Last-Event-ID)
   * and every `pollMs` while the stream is down. The app reads again what its events would have refreshed.
   */
  onCatchUp?: () => void;
  /** How often onCatchUp runs while the stream is down; without it, only the app's own refetch intervals run. */
  pollMs?: number;
  /**
   * A session event: the account's sessions were ended (logout, password change). The stream closes; once this has
   * settled (the app has checked its session), a new stream opens if the hook is still enabled.
   */
  onSessionEnded?: () => unknown;
  /** Default: LIVE_EVENTS_PATH. */
  url?: string;
}

type LiveEventParser = (data: unknown) => LiveEvent | null;
let parser: LiveEventParser | null = null;

/**
 * The event parser (zod and the event's schema) is loaded with the first stream, so it is not part of the script that
 * takes over a page: a signed-out visitor never needs it. Loaded once; streams opened after that start at once.
 */
export async function loadLiveEventParser(): Promise<LiveEventParser> {
  parser ??= (await import('./parse-live-event')).parseLiveEvent;
  return parser;
}

/** Spreads the retries of many clients that fell back at the same moment (a replica going away). */
const withJitter = (delayMs: number) => Math.round(delayMs * (0.8 + Math.random() * 0.4));

/**
 * One Server-Sent Events stream while `enabled`: each well-formed event goes to `onEvent`, anything else is ignored.
 * The browser reopens a dropped stream itself and sends Last-Event-ID, so the server replays what was missed; after
 * LIVE_RETRY.errorsBeforeDown errors in a row (or a refusal the browser will not retry) the stream is closed, the app
 * polls, and a new stream is tried after a growing wait. Returns the stream's status, or null while disabled.
 */
export function useLiveEvents({ enabled, onEvent, onCatchUp, pollMs, onSessionEnded, url = LIVE_EVENTS_PATH }: LiveEventsOptions): LiveStatus | null {
  const supported = typeof EventSource !== 'undefined';
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handlers = useRef({ onEvent, onCatchUp, onSessionEnded });
  useEffect(() => {
    handlers.current = { onEvent, onCatchUp, onSessionEnded };
  });

  useEffect(() => {
    if (!enabled || !supported) return undefined;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Since the last open: errors in a row, and fallbacks in a row (they set the next wait).
    let errors = 0;
    let fallbacks = 0;
    // A stream this hook closed leaves a gap the next one cannot replay (a new EventSource has no Last-Event-ID).
    let gap = false;

    const close = () => {
      source?.close();
      source = null;
    };
    const later = (delayMs: number, run: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    };

    const fallBack = () => {
      close();
      gap = true;
      errors = 0;
      setStatus('down');
      later(withJitter(Math.min(LIVE_RETRY.firstDelayMs * 2 ** fallbacks, LIVE_RETRY.maxDelayMs)), open);
      fallbacks += 1;
    };

    const endSession = () => {
      close();
      gap = true;
      setStatus('connecting');
      const reopen = () => {
        if (!stopped) later(LIVE_RETRY.firstDelayMs, open);
      };
      void Promise.resolve(handlers.current.onSessionEnded?.()).then(reopen, reopen);
    };

    const receive = (message: Event) => {
      const event = parser?.((message as MessageEvent).data) ?? null;
      if (!event) return;
      if (event.type === 'session') endSession();
      else handlers.current.onEvent(event);
    };

    function open() {
      clearTimeout(timer);
      timer = undefined;
      close();
      if (!parser) {
        // Its code that could not arrive (offline) is tried again like a stream that failed.
        loadLiveEventParser().then(
          () => {
            if (!stopped) open();
          },
          () => {
            if (!stopped) fallBack();
          },
        );
        return;
      }
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      stream.onopen = () => {
        errors = 0;
        fallbacks = 0;
        setStatus('live');
        if (gap) {
          gap = false;
          handlers.current.onCatchUp?.();
        }
      };
      stream.onerror = () => {
        if (stream !== source) return;
        errors += 1;
        // CLOSED: the server answered with something other than a stream (e.g. a 401 or a 502), so the browser will not retry.
        if (stream.readyState === EventSource.CLOSED || errors >= LIVE_RETRY.errorsBeforeDown) fallBack();
        else setStatus((current) => (current === 'down' ? current : 'connecting'));
      };
      for (const type of LIVE_EVENT_TYPES) stream.addEventListener(type, receive);
    }

    // Back on the network: no reason to wait out the rest of a fallback.
    const onOnline = () => {
      if (source === null && timer !== undefined) open();
    };

    setStatus('connecting');
    open();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      close();
      window.removeEventListener('online', onOnline);
    };
  }, [enabled, supported, url]);

  const current: LiveStatus | null = !enabled ? null : supported ? status : 'down';

  useEffect(() => {
    if (current !== 'down' || !pollMs) return undefined;
    const poll = setInterval(() => handlers.current.onCatchUp?.(), pollMs);
    return () => clearInterval(poll);
  }, [current, pollMs]);

  return current;
}

/** The status of an app's one stream, for indicators anywhere in the app. */
export interface LiveStatusStore {
  get(): LiveStatus | null;
  set(status: LiveStatus | null): void;
  /** The status as React state; null while no stream is wanted (signed out, or nothing mounted the stream). */
  use(): LiveStatus | null;
}

export function createLiveStatusStore(): LiveStatusStore {
  let current: LiveStatus | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const get = () => current;
  return {
    get,
    set(status) {
      if (status === current) return;
      current = status;
      listeners.forEach((listener) => listener());
    },
    use: () => useSyncExternalStore(subscribe, get, () => null),
  };
}

/** What an app passes to its session's useLiveEvents: its event mapping and its polling fallback. */
export type SessionLiveEventsOptions = Omit<LiveEventsOptions, 'enabled' | 'onSessionEnded'>;

/** What an app's events change in its query cache, and how often it reads again while the stream is down. */
export interface LiveUpdatesProps {
  /** Invalidates what one event changed. */
  onEvent: (queryClient: QueryClient, event: LiveEvent) => void;
  /** Invalidates everything an event could have changed, after events may have been missed. */
  onCatchUp: (queryClient: QueryClient) => void;
  pollMs: number;
}

/**
 * An app's live updates bound to its session: the stream is open while the marker is set, and its status is shared
 * with useLiveStatus. A session event refetches the active queries, so a 401 among them signs the app out the usual way.
 * useLiveEvents is mounted once, in the signed-in layout.
 */
export function createLiveUpdates(marker: SessionMarker) {
  const store = createLiveStatusStore();

  function useSessionLiveEvents(options: SessionLiveEventsOptions): LiveStatus | null {
    const enabled = marker.useIsSet();
    const queryClient = useQueryClient();
    const onSessionEnded = useCallback(() => queryClient.invalidateQueries(), [queryClient]);
    const status = useLiveEvents({ ...options, enabled, onSessionEnded });
    useEffect(() => store.set(status), [status]);
    useEffect(() => () => store.set(null), []);
    return status;
  }

  /** The session's live event stream applied to the app's query cache; mounted once, in the signed-in layout. */
  function LiveUpdates({ onEvent, onCatchUp, pollMs }: LiveUpdatesProps) {
    const queryClient = useQueryClient();
    useSessionLiveEvents({ onEvent: (event) => onEvent(queryClient, event), onCatchUp: () => onCatchUp(queryClient), pollMs });
    return null;
  }

  return { useLiveEvents: useSessionLiveEvents, useLiveStatus: () => store.use(), LiveUpdates };
}
