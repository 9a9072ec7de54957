import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../feedback/error-boundary';
import { Skeleton } from '../feedback/skeleton';
import { Button } from '../forms/button';
import { Card } from '../layout/card';

/** The part of the app's query (a TanStack `useQuery` result) the panel reads. */
export interface ChartQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ChartPanelProps<T> {
  query: ChartQuery<T>;
  /** The section's block class: the card is `<block>__card`, a failure `<block>__error`. */
  block: string;
  /** The chart's class: its skeleton is `<chart> <chart>--loading`, with the test id `<chart>-skeleton`. */
  chartClass: string;
  /** Said to screen readers while the chart loads. */
  loadingLabel: string;
  /** Shown with a Retry button when the figures could not be read. */
  failedText: string;
  /** The drawing: a lazily loaded component, so the page's first paint never waits for the chart library. */
  chart: (data: T) => ReactNode;
  /** The same figures as a table for screen readers (the drawing is hidden from them). */
  table: (data: T) => ReactNode;
}

/** A card holding a chart: a skeleton while the figures load, a retry when they fail, then the drawing and its table. */
export function ChartPanel<T>({ query, block, chartClass, loadingLabel, failedText, chart, table }: ChartPanelProps<T>) {
  const skeleton = (
    <div className={`${chartClass} ${chartClass}--loading`} aria-busy="true" data-testid={`${chartClass}-skeleton`}>
      <span className="visually-hidden" role="status">
        {loadingLabel}
      </span>
      <Skeleton height="100%" className="skeleton--block" />
    </div>
  );
  return (
    <Card className={`${block}__card`}>
      {query.isPending ? (
        skeleton
      ) : query.isError || query.data === undefined ? (
        <div className={`${block}__error`} role="alert">
          <p>{failedText}</p>
          <Button variant="secondary" size="sm" busy={query.isFetching} onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <ErrorBoundary fallback={<p className={`${block}__error muted`}>The chart could not be shown right now.</p>}>
            <Suspense fallback={skeleton}>{chart(query.data)}</Suspense>
          </ErrorBoundary>
          {table(query.data)}
        </>
      )}
    </Card>
  );
}
