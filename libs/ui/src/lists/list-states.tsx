import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';

export interface ListStatesProps {
  /** The load failed and there is nothing to show: the error with Retry takes the list's place. */
  failed: boolean;
  errorMessage: string;
  onRetry: () => void;
  /** The first data is on its way. */
  loading: boolean;
  /** Placeholders drawn while loading, shaped like the list. */
  placeholder: ReactNode;
  /** Loaded, and nothing to list. */
  empty: boolean;
  emptyState: EmptyStateProps;
  /** Wraps the empty state, e.g. in a card. */
  emptyClassName?: string;
  children: ReactNode;
}

/** The four states of a loaded list, in one order everywhere: failed, loading, empty, the rows. */
export function ListStates({ failed, errorMessage, onRetry, loading, placeholder, empty, emptyState, emptyClassName, children }: ListStatesProps) {
  if (failed) return <ErrorState message={errorMessage} onRetry={onRetry} />;
  if (loading) return <>{placeholder}</>;
  if (empty) {
    return emptyClassName ? (
      <div className={emptyClassName}>
        <EmptyState {...emptyState} />
      </div>
    ) : (
      <EmptyState {...emptyState} />
    );
  }
  return <>{children}</>;
}
