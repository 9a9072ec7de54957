import { cx } from '../lib/class-names';

/** The app's live event stream, as the indicator shows it (the api-client's LiveStatus). */
export type LiveIndicatorStatus = 'live' | 'connecting' | 'down';

export interface LiveIndicatorProps {
  /** null: no stream is wanted (signed out), so nothing shows. */
  status: LiveIndicatorStatus | null;
  /** How often the app reads its data again while the stream is down. */
  pollMs: number;
  /** false: nothing visible while live (for tight bars); default true. */
  showLive?: boolean;
  className?: string;
}

/** "30 s", "minute", "5 min": the period of "refreshing every …". */
export function refreshPeriod(ms: number): string {
  if (ms < 60_000) return `${Math.max(1, Math.round(ms / 1000))} s`;
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? 'minute' : `${minutes} min`;
}

/**
 * A quiet "Live" while updates stream in, and "Offline — refreshing every …" while the app has fallen back to polling;
 * nothing while the stream is being opened (nor while live, with showLive false). The words carry the state (the dot
 * only repeats it), and the status role announces a change without moving focus. On phones only "Offline" shows; the
 * rest stays readable by screen readers.
 */
export function LiveIndicator({ status, pollMs, showLive = true, className }: LiveIndicatorProps) {
  if (status === null) return null;
  const down = status === 'down';
  return (
    <span
      role="status"
      className={cx('live-indicator', `live-indicator--${status}`, className)}
      title={down ? `Live updates are off; this page is read again every ${refreshPeriod(pollMs)}.` : undefined}
    >
      {status === 'live' && showLive ? (
        <>
          <span className="live-indicator__dot" aria-hidden="true" />
          Live
        </>
      ) : null}
      {down ? (
        <>
          <span className="live-indicator__dot" aria-hidden="true" />
          Offline
          <span className="live-indicator__detail"> — refreshing every {refreshPeriod(pollMs)}</span>
        </>
      ) : null}
    </span>
  );
}
